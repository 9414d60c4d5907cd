import { FAMILIES_KEY } from '../../families-keys';

/** Query keys of parents' notices; a families write (a decision, a retry) refreshes them. */
export const noticeKeys = {
  all: [...FAMILIES_KEY, 'notices'] as const,

  templates: [...FAMILIES_KEY, 'notice-templates'] as const,

  preview: (event: string, language: string, subject: string, body: string) =>
    [...FAMILIES_KEY, 'notice-templates', 'preview', event, language, subject, body] as const,

  preferences: (parentId: string) => [...FAMILIES_KEY, 'notice-preferences', parentId] as const,
};

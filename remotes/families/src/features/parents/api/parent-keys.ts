import { FAMILIES_KEY } from '../../families-keys';

/** Query keys of the parent resource; invalidating `parentKeys.all` refreshes every parent view. */
export const parentKeys = {
  all: [...FAMILIES_KEY, 'parents'] as const,

  detail: (id: string) => [...FAMILIES_KEY, 'parents', 'detail', id] as const,
};

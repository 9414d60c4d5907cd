import { FAMILIES_KEY } from '../../families-keys';

/** Query keys of the student resource; invalidating `studentKeys.all` refreshes every student view. */
export const studentKeys = {
  all: [...FAMILIES_KEY, 'students'] as const,

  detail: (id: string) => [...FAMILIES_KEY, 'students', 'detail', id] as const,

  absences: (id: string) => [...FAMILIES_KEY, 'students', 'detail', id, 'absences'] as const,

  photo: (id: string) => [...FAMILIES_KEY, 'students', 'detail', id, 'photo'] as const,

  trips: (id: string) => [...FAMILIES_KEY, 'students', 'detail', id, 'trips'] as const,

  stop: (id: string) => [...FAMILIES_KEY, 'stops', 'detail', id] as const,
};

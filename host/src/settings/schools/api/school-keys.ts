/** Query keys of schools: every list page sits under `all`, so one invalidation refreshes them. */
export const schoolKeys = {
  all: ['schools'] as const,
  detail: (id: string) => [...schoolKeys.all, 'detail', id] as const,
};

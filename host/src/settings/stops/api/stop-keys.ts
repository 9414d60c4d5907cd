/** Query keys of stops: every list page sits under `all`, so one invalidation refreshes them. */
export const stopKeys = {
  all: ['stops'] as const,
  detail: (id: string) => [...stopKeys.all, 'detail', id] as const,
};

/** Query keys of trips; invalidating `tripKeys.all` refreshes every trip and disruption view. */
export const tripKeys = {
  all: ['trips'] as const,
  detail: (id: string) => ['trips', 'detail', id] as const,
};

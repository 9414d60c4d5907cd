/** Query keys of the bus resource; invalidating `busKeys.all` refreshes every bus view. */
export const busKeys = {
  all: ['fleet', 'buses'] as const,
  list: (params: string) => ['fleet', 'buses', 'list', params] as const,
  detail: (id: string) => ['fleet', 'buses', 'detail', id] as const,
  history: (id: string) => ['fleet', 'buses', 'history', id] as const,
};

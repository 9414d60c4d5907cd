/** Query keys of the bus resource; invalidating `busKeys.all` refreshes every bus view. */
export const busKeys = {
  all: ['fleet', 'buses'] as const,

  detail: (id: string) => ['fleet', 'buses', 'detail', id] as const,
};

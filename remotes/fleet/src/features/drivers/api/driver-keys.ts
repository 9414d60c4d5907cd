/** Query keys of the driver resource; invalidating `driverKeys.all` refreshes every driver view. */
export const driverKeys = {
  all: ['fleet', 'drivers'] as const,

  detail: (id: string) => ['fleet', 'drivers', 'detail', id] as const,
};

/** Query keys of the driver resource; invalidating `driverKeys.all` refreshes every driver view. */
export const driverKeys = {
  all: ['fleet', 'drivers'] as const,

  detail: (id: string) => ['fleet', 'drivers', 'detail', id] as const,
};

/** The crew member's signed-in phones under the API (the sessions card's path and query key). */
export const crewSessionsPath = (driverId: string) => `drivers/${driverId}/crew-sessions`;

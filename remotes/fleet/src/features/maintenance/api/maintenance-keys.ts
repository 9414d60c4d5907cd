import { busKeys } from '../../buses/api/bus-keys';

/** Query keys of a bus's maintenance log; invalidating `maintenanceKeys.all` refreshes every log shown. */
export const maintenanceKeys = {
  all: ['fleet', 'maintenance'] as const,
};

/** A logged, edited or deleted service changes the bus's due state too: both views refresh. */
export const MAINTENANCE_READERS = [maintenanceKeys.all, busKeys.all];

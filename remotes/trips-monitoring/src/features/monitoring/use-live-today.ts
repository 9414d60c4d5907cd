import { monitorKeys, useMonitorToday } from './monitoring-api';
import { useLiveInvalidate } from './use-live-invalidate';

/** Today's trips, refetched when the feed reports something they show (a stop, a rider, lateness). */
export function useLiveToday() {
  useLiveInvalidate([monitorKeys.today], (event) => event.kind !== 'alert');
  return useMonitorToday();
}

/** Query keys of the monitor screens; the live feed invalidates them. */
export const monitorKeys = {
  today: ['monitor', 'today'] as const,
  buses: ['monitor', 'buses'] as const,
  onBoard: ['monitor', 'on-board'] as const,
  tripLive: (id: string) => ['monitor', 'trip-live', id] as const,
  tripManifest: (id: string) => ['monitor', 'trip-manifest', id] as const,
};

/** A safety net under the live feed, for a stream down longer than its reconnects: the feed carries every change shown. */
export const MONITOR_REFRESH_MS = 30_000;

import { z } from 'zod';
import { isoDateSchema, isoDateTimeSchema } from './common';
import { MONITOR_RULES } from './monitoring';
import { TRIP_STATUSES, type TripStatus } from './trips';

/**
 * What the monitor screens read besides the live feed: today's trips with their lateness and the
 * counts by status. One answer serves trips-status (the counts) and monitor-trips (the list).
 */
export const monitorTripSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(TRIP_STATUSES),
  departureTime: z.string(),
  arrivalTime: z.string(),
  busId: z.string(),
  plateNumber: z.string(),
  driverName: z.string(),
  /** The driver's Latin spelling, which English pages show when there is one. */
  driverNameEn: z.string().nullable(),
  /** Minutes behind the plan at the latest stop reached (0 when on time or not started). */
  lateMinutes: z.number().int(),
  nextStop: z.object({ id: z.string(), nameAr: z.string(), nameEn: z.string() }).nullable(),
  etaSeconds: z.number().int().nullable(),
  /** The bus's latest fix on this trip. */
  lastAt: isoDateTimeSchema.nullable(),
  onBoard: z.number().int(),
});
export type MonitorTrip = z.infer<typeof monitorTripSchema>;

export const monitorTodaySchema = z.object({
  date: isoDateSchema,
  counts: z.record(z.enum(TRIP_STATUSES), z.number().int()),
  trips: z.array(monitorTripSchema),
});
export type MonitorToday = z.infer<typeof monitorTodaySchema>;

export const ZERO_COUNTS: Record<TripStatus, number> = {
  scheduled: 0,
  in_progress: 0,
  disrupted: 0,
  completed: 0,
  cancelled: 0,
};

/** A bus is stale after a minute without a fix, offline after the device-offline threshold. */
export const STALE_SECONDS = 60;
export type Freshness = 'live' | 'stale' | 'offline';

export function freshnessOf(lastAt: string | null, now: number): Freshness {
  if (!lastAt) return 'offline';
  const age = now - Date.parse(lastAt);
  if (age >= MONITOR_RULES.offlineMinutes * 60_000) return 'offline';
  return age >= STALE_SECONDS * 1000 ? 'stale' : 'live';
}

/** A rider on a bus now: their latest scan on the trip is a boarding (ADR 0076). */
export const onBoardRiderSchema = z.object({
  studentId: z.string(),
  nameAr: z.string(),
  nameEn: z.string(),
  grade: z.number().int(),
  boardedAt: isoDateTimeSchema,
});
export type OnBoardRider = z.infer<typeof onBoardRiderSchema>;

/** A trip on the road now, its bus and crew, and who is on board. */
export const onBoardTripSchema = z.object({
  tripId: z.string(),
  name: z.string(),
  status: z.enum(TRIP_STATUSES),
  schoolNameAr: z.string(),
  schoolNameEn: z.string(),
  plateNumber: z.string(),
  driverName: z.string(),
  driverNameEn: z.string().nullable(),
  attendantName: z.string().nullable(),
  riders: z.array(onBoardRiderSchema),
});
export type OnBoardTrip = z.infer<typeof onBoardTripSchema>;

/** Who is on which bus now: today's running trips the operator sees, by departure time. */
export const onBoardSchema = z.object({
  date: isoDateSchema,
  trips: z.array(onBoardTripSchema),
});
export type OnBoard = z.infer<typeof onBoardSchema>;

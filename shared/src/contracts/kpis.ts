import { z } from 'zod';
import { idSchema, isoDateSchema, listQuerySchema } from './common';
import { ALERT_TYPES } from './monitoring';
import { TRIP_DIRECTIONS } from './trips';

/**
 * The operational figures of completed trips (issue 38, ADR 0057): on-time arrivals at school and
 * at each stop, late minutes, kilometres and hours in service from the stored positions, riders,
 * no-shows, seat fill and alerts, for a date range and optionally one school, bus or driver.
 */

/** The longest range one request may ask for: a school year and a little more. */
export const KPI_MAX_DAYS = 400;

const kpiFilterShape = {
  from: isoDateSchema,
  to: isoDateSchema,
  schoolId: idSchema.optional(),
  busId: idSchema.optional(),
  driverId: idSchema.optional(),
};

function daysBetween(from: string, to: string): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
}

/** The range ends on or after it starts, and is not longer than KPI_MAX_DAYS. */
function checkRange(v: { from: string; to: string }, ctx: z.RefinementCtx) {
  const days = daysBetween(v.from, v.to);
  if (days < 0) ctx.addIssue({ code: 'custom', path: ['to'], message: 'trips.kpiPeriodOrder' });
  else if (days >= KPI_MAX_DAYS)
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'trips.kpiPeriodTooLong' });
}

export const kpiQuerySchema = z.object(kpiFilterShape).superRefine(checkRange);
export type KpiQuery = z.output<typeof kpiQuerySchema>;

/** Which trips a figure is made of: what the page lists when an operator opens a figure. */
export const KPI_FIGURES = [
  'trips',
  'schoolOnTime',
  'schoolLate',
  'stopsLate',
  'riders',
  'noShows',
  'alerts',
] as const;
export type KpiFigure = (typeof KPI_FIGURES)[number];

export const KPI_TRIP_SORT_FIELDS = ['date', 'name'] as const;
export const kpiTripQuerySchema = listQuerySchema(KPI_TRIP_SORT_FIELDS)
  .extend({
    ...kpiFilterShape,
    figure: z.enum(KPI_FIGURES, 'validation.choice').optional(),
  })
  .superRefine(checkRange);
export type KpiTripQuery = z.output<typeof kpiTripQuerySchema>;

export const SCHOOL_ARRIVALS = ['on_time', 'late'] as const;

/** One completed trip with its own figures: a row of the drawer and of the export. */
export const kpiTripSchema = z.object({
  tripId: z.string(),
  date: isoDateSchema,
  name: z.string(),
  direction: z.enum(TRIP_DIRECTIONS),
  schoolNameAr: z.string(),
  schoolNameEn: z.string(),
  busPlate: z.string(),
  driverName: z.string(),
  /** The driver's Latin spelling, which English pages and exports show when there is one. */
  driverNameEn: z.string().nullable(),
  capacity: z.number().int(),
  /** To school only: the last stop (where the riders get off at school) reached on time or late; null when not recorded. */
  schoolArrival: z.enum(SCHOOL_ARRIVALS).nullable(),
  /** Whole minutes after the planned time at school, when late. */
  schoolLateMinutes: z.number().int(),
  stopsOnTime: z.number().int(),
  stopsLate: z.number().int(),
  /** Stops with no recorded arrival. */
  stopsUnrecorded: z.number().int(),
  /** Whole minutes after the planned time, summed over the late stops. */
  stopLateMinutes: z.number().int(),
  kilometres: z.number(),
  serviceMinutes: z.number().int(),
  riders: z.number().int(),
  noShows: z.number().int(),
  alerts: z.number().int(),
});
export type KpiTrip = z.infer<typeof kpiTripSchema>;

export const arrivalCountsSchema = z.object({
  onTime: z.number().int(),
  late: z.number().int(),
  unrecorded: z.number().int(),
});

export const kpiAlertSchema = z.object({
  type: z.enum(ALERT_TYPES),
  count: z.number().int(),
  acknowledged: z.number().int(),
  /** Median seconds from raised to acknowledged (or resolved), over the acknowledged ones. */
  medianAckSeconds: z.number().nullable(),
});
export type KpiAlert = z.infer<typeof kpiAlertSchema>;

export const kpiDaySchema = z.object({
  date: isoDateSchema,
  trips: z.number().int(),
  schoolOnTime: z.number().int(),
  schoolLate: z.number().int(),
  riders: z.number().int(),
});
export type KpiDay = z.infer<typeof kpiDaySchema>;

export const kpiSummarySchema = z.object({
  from: isoDateSchema,
  to: isoDateSchema,
  toleranceMinutes: z.number().int(),
  trips: z.number().int(),
  schoolArrivals: arrivalCountsSchema,
  stopArrivals: arrivalCountsSchema,
  schoolLateMinutes: z.number().int(),
  stopLateMinutes: z.number().int(),
  kilometres: z.number(),
  serviceMinutes: z.number().int(),
  riders: z.number().int(),
  noShows: z.number().int(),
  /** Seats offered: the capacity of each trip's bus, summed. */
  seats: z.number().int(),
  /** Riders over seats (0–1); null without trips. */
  seatFill: z.number().nullable(),
  alerts: z.array(kpiAlertSchema),
  /** Every day of the range, for the chart. */
  days: z.array(kpiDaySchema),
});
export type KpiSummary = z.infer<typeof kpiSummarySchema>;

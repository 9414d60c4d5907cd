import { z } from 'zod';
import { isoDateSchema, isoDateTimeSchema } from './common';
import { alertSchema, riderScanSchema } from './monitoring';
import { TRIP_STATUSES, tripEventSchema } from './trips';

/**
 * The live feed (`GET /monitoring/stream`): one message per change of the active trips, numbered
 * (the SSE id orders them and lets a watcher resume). Each message is an SSE event named after its
 * `kind`, its `data` the JSON of that kind's payload. The API parses a message against this contract
 * before it stores and sends it; the console parses it again as it arrives.
 */

/** A `position` message: a fix a bus posted, with its trip's lateness, next stop and ETA after it. */
const livePositionSchema = z.object({
  busId: z.string(),
  tripId: z.string(),
  at: isoDateTimeSchema,
  lat: z.number(),
  lng: z.number(),
  speedKmh: z.number().nullable(),
  lateMinutes: z.number().int(),
  nextStopId: z.string().nullable(),
  etaSeconds: z.number().int().nullable(),
});
export type LivePosition = z.infer<typeof livePositionSchema>;

/** A `trip_event` message: a line of a trip's timeline derived from its bus (a stop, a rider, an alert). */
const liveTripEventSchema = tripEventSchema.extend({ tripId: z.string() });
export type LiveTripEvent = z.infer<typeof liveTripEventSchema>;

/** A `status` message: a trip moved along the status machine (by any operator, on any replica). */
const tripStatusChangeSchema = z.object({
  tripId: z.string(),
  busId: z.string(),
  fromStatus: z.enum(TRIP_STATUSES),
  toStatus: z.enum(TRIP_STATUSES),
  /** The trip's version after the move (what a form must send next). */
  version: z.number().int(),
  at: isoDateTimeSchema,
});
export type TripStatusChange = z.infer<typeof tripStatusChangeSchema>;

/** A `plan` message: a trip was planned or re-planned (date, times, bus, driver, stops), by any operator. */
const tripPlanChangeSchema = z.object({
  tripId: z.string(),
  busId: z.string(),
  date: isoDateSchema,
  change: z.enum(['created', 'updated']),
  version: z.number().int(),
  at: isoDateTimeSchema,
});
export type TripPlanChange = z.infer<typeof tripPlanChangeSchema>;

/** Every kind of message with its payload; `scan` carries a rider scan, `alert` an alert as listed. */
export const liveFeedMessageSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('position'), data: livePositionSchema }),
  z.object({ kind: z.literal('scan'), data: riderScanSchema }),
  z.object({ kind: z.literal('trip_event'), data: liveTripEventSchema }),
  z.object({ kind: z.literal('alert'), data: alertSchema }),
  z.object({ kind: z.literal('status'), data: tripStatusChangeSchema }),
  z.object({ kind: z.literal('plan'), data: tripPlanChangeSchema }),
]);
export type LiveFeedMessage = z.infer<typeof liveFeedMessageSchema>;
export type LiveFeedKind = LiveFeedMessage['kind'];

/** The SSE event names a watcher listens to: every kind of the contract. */
export const LIVE_FEED_KINDS: readonly LiveFeedKind[] = liveFeedMessageSchema.options.map(
  (option) => option.shape.kind.value,
);

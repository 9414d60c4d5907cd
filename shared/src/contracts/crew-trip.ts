import { z } from 'zod';
import { idSchema, isoDateTimeSchema, latitudeSchema, longitudeSchema, versionSchema } from './common';
import { devicePointSchema } from './device-point';
import { DISRUPTION_REASONS } from './disruptions';
import { cardNumberSchema } from './students';
import { TRIP_STATUSES } from './trips';

/** Where the phone was when the crew tapped, if it could tell (Geolocation). */
const whereSchema = {
  at: isoDateTimeSchema,
  lat: latitudeSchema.nullable().default(null),
  lng: longitudeSchema.nullable().default(null),
};

/** What the crew marks of a rider: on the bus, not at the stop (a no-show), off the bus. */
export const RIDER_MARKS = ['boarded', 'not_at_stop', 'dropped_off'] as const;
export type RiderMark = (typeof RIDER_MARKS)[number];

/** The problems the crew can report from the road (a disruption of that reason). */
export const CREW_PROBLEM_REASONS = DISRUPTION_REASONS.filter(
  (reason): reason is Exclude<(typeof DISRUPTION_REASONS)[number], 'driver_absent'> =>
    reason !== 'driver_absent',
);

/** `POST /crew/trips/:id/start` and `/complete`: the trip at the version the phone saw. */
export const crewTripMoveSchema = z.object({ version: versionSchema });

/** `POST /crew/trips/:id/stops/:stopId`: the bus reached or left the stop. */
export const crewStopTapSchema = z.object({
  event: z.enum(['arrived', 'departed'], 'validation.choice'),
  ...whereSchema,
});
export type CrewStopTap = z.input<typeof crewStopTapSchema>;

/** `POST /crew/trips/:id/riders/:studentId`: a rider marked. */
export const crewRiderTapSchema = z.object({
  mark: z.enum(RIDER_MARKS, 'validation.choice'),
  ...whereSchema,
});
export type CrewRiderTap = z.input<typeof crewRiderTapSchema>;

/**
 * `POST /crew/trips/:id/cards`: a rider card the camera read (or the crew typed) that belongs to no
 * rider of this trip as the phone knows it. The API judges it: a child of another of today's trips
 * is the `wrong_bus` alert, a known child riding nothing today `unexpected_rider`, at the tap's time.
 */
export const crewCardReportSchema = z.object({ cardNumber: cardNumberSchema, ...whereSchema });

/** What the API found a reported card to be. */
export const CARD_VERDICTS = ['on_trip', 'wrong_bus', 'unexpected_rider', 'unknown'] as const;

/** The answer's word on a reported card: whose it is and the bus they ride today, if any. */
export const crewCardVerdictSchema = z.object({
  cardNumber: z.string(),
  verdict: z.enum(CARD_VERDICTS),
  nameAr: z.string().nullable(),
  nameEn: z.string().nullable(),
  plateNumber: z.string().nullable(),
});
export type CrewCardVerdict = z.infer<typeof crewCardVerdictSchema>;

/** `POST /crew/trips/:id/sos` and `/walk/alarm`: help, now. */
export const crewSosSchema = z.object(whereSchema);

/** `POST /crew/trips/:id/problems`: the trip becomes disrupted, as when the office reports it. */
export const crewProblemSchema = z.object({
  reason: z.enum(CREW_PROBLEM_REASONS, 'validation.choice'),
  note: z.string().trim().max(500, 'validation.tooLong').default(''),
  ...whereSchema,
});
export type CrewProblem = z.input<typeof crewProblemSchema>;

/**
 * `POST /crew/trips/:id/walk`: the end-of-route walk. `found` are the children the taps said were
 * on board, each found and handed over; it must name all of them.
 */
export const crewWalkSchema = z.object({
  found: z.array(idSchema).max(100, 'validation.max').default([]),
  ...whereSchema,
});
export type CrewWalk = z.input<typeof crewWalkSchema>;

/** Where the trip stands, as the crew's taps and the bus's scans have it. */
export const crewTripStateSchema = z.object({
  id: idSchema,
  status: z.enum(TRIP_STATUSES),
  version: z.number().int(),
  /** Each rider's latest mark (absent riders and those not yet marked are left out). */
  riders: z.array(z.object({ studentId: idSchema, mark: z.enum(RIDER_MARKS) })),
  /** Students the scans and taps say are on the bus now: whom the walk must account for. */
  onBoard: z.array(idSchema),
  arrived: z.array(idSchema),
  departed: z.array(idSchema),
  /** When the walk was last logged after the last boarding; the crew may complete then. */
  walkedAt: isoDateTimeSchema.nullable(),
  /** Only in the answer to a card report: the API's word on that card. */
  card: crewCardVerdictSchema.optional(),
});
export type CrewTripState = z.infer<typeof crewTripStateSchema>;

/**
 * A tap kept on the phone until the API has it (offline first): its Idempotency-Key, its trip, the
 * endpoint under `/crew/trips/:id/` and the body, which carries the time the tap was recorded.
 */
export const crewQueuedTapSchema = z.object({
  key: z.string(),
  tripId: idSchema,
  path: z.string(),
  body: z.record(z.string(), z.unknown()),
});
export type CrewQueuedTap = z.infer<typeof crewQueuedTapSchema>;
export const crewTapQueueSchema = z.array(crewQueuedTapSchema);

/** A position fix of the crew's phone kept until the API has it: its trip and the device point. */
export const crewQueuedFixSchema = devicePointSchema.extend({ tripId: idSchema });
export type CrewQueuedFix = z.input<typeof crewQueuedFixSchema>;
export const crewFixQueueSchema = z.array(crewQueuedFixSchema);

/** The trips' last known states on the phone, by trip id. */
export const crewTripStatesSchema = z.record(z.string(), crewTripStateSchema);

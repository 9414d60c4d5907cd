import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from './common';
import { devicePointSchema } from './device-point';
import { cardNumberSchema } from './students';
import { TRIP_STATUSES } from './trips';

/**
 * Live monitoring (BRIEF section 6): what a bus's GPS unit posts, the alerts derived from it and
 * the thresholds the derivation uses. Thresholds are constants so the API, the simulator and the
 * screens agree on them.
 */
export const MONITOR_RULES = {
  /** A bus within this distance of a stop is at the stop. */
  stopRadiusM: 60,
  /** It has left the stop once it is this far again (hysteresis against GPS jitter). */
  stopLeaveRadiusM: 90,
  /** Speeding above this (km/h). */
  speedLimitKmh: 80,
  /** Standing still (under 3 km/h) away from a stop for this long raises "long idle". */
  idleMinutes: 10,
  idleSpeedKmh: 3,
  /** No data for this long from a bus on an active trip: device offline. */
  offlineMinutes: 3,
  /** Farther than this from the planned route (stop to stop): off route. */
  offRouteM: 500,
  /** A stop reached this many minutes after its planned time makes the trip late. */
  lateMinutes: 5,
  /** A scheduled trip not started this many minutes after its planned departure: late start. */
  lateStartMinutes: 10,
  /** Points older than this when they arrive are refused as stale (a device that lost its clock). */
  maxAgeHours: 24,
  /** A point up to this far in the future is accepted (clock skew); farther is refused. */
  futureSkewSeconds: 30,
} as const;

/** A GPS unit sends what it buffered, oldest or newest first; the API sorts. */
export const positionBatchSchema = z.object({
  points: z.array(devicePointSchema).min(1, 'validation.required').max(500, 'validation.max'),
});

export const positionBatchResultSchema = z.object({
  accepted: z.number().int(),
  duplicates: z.number().int(),
  /** Points refused as a jump no bus can make from its last fix (docs/security.md). */
  implausible: z.number().int(),
  tripId: z.string().nullable(),
});

export const SCAN_KINDS = ['on', 'off'] as const;
export type ScanKind = (typeof SCAN_KINDS)[number];
/** Wrong bus: the student rides another of today's trips; unexpected: on no trip of this bus today. */
export const SCAN_FLAGS = ['wrong_bus', 'unexpected_rider'] as const;
export type ScanFlag = (typeof SCAN_FLAGS)[number];

/**
 * One tap of a rider card: the card's number as the reader gives it, or (for devices that know the
 * roster) the student's id. Exactly one of the two.
 */
export const riderScanInputSchema = z
  .object({
    studentId: idSchema.optional(),
    cardNumber: cardNumberSchema.optional(),
    kind: z.enum(SCAN_KINDS, 'validation.choice'),
    at: isoDateTimeSchema,
  })
  .superRefine((scan, ctx) => {
    if ((scan.studentId === undefined) === (scan.cardNumber === undefined))
      ctx.addIssue({ code: 'custom', path: ['cardNumber'], message: 'validation.cardOrStudent' });
  });

export const scanBatchSchema = z.object({
  scans: z.array(riderScanInputSchema).min(1, 'validation.required').max(100, 'validation.max'),
});

export const riderScanSchema = z.object({
  id: z.string(),
  tripId: z.string(),
  studentId: z.string(),
  kind: z.enum(SCAN_KINDS),
  at: isoDateTimeSchema,
  flag: z.enum(SCAN_FLAGS).nullable(),
});
export type RiderScan = z.infer<typeof riderScanSchema>;

export const scanBatchResultSchema = z.object({
  accepted: z.number().int(),
  duplicates: z.number().int(),
  scans: z.array(riderScanSchema),
});

export const sosInputSchema = z.object({ at: isoDateTimeSchema });

export const ALERT_TYPES = [
  'speeding',
  'long_idle',
  'device_offline',
  'off_route',
  'sos',
  'wrong_bus',
  'unexpected_rider',
  /** A bus entered or left a no-go zone; stayed in a zone past its dwell limit (minutes). ADR 0062. */
  'zone_entered',
  'zone_left',
  'zone_dwell',
  /**
   * A scheduled trip not started its rule's minutes after its planned departure (once per trip, from
   * the alert sweep); a trip completed with a stop never reached where riders were due; a trip
   * completed by an operator who overrode the end-of-trip child check. ADR 0063.
   */
  'late_start',
  'stop_skipped',
  'check_overridden',
] as const;
export type AlertType = (typeof ALERT_TYPES)[number];
/** How grave an alert is; its rule says (ADR 0063). */
export const ALERT_SEVERITIES = ['info', 'warning', 'critical'] as const;
export type AlertSeverity = (typeof ALERT_SEVERITIES)[number];
export const ALERT_STATUSES = ['open', 'acknowledged', 'resolved'] as const;
export type AlertStatus = (typeof ALERT_STATUSES)[number];

export const alertSchema = z.object({
  id: z.string(),
  type: z.enum(ALERT_TYPES),
  status: z.enum(ALERT_STATUSES),
  busId: z.string(),
  plateNumber: z.string(),
  tripId: z.string().nullable(),
  tripName: z.string().nullable(),
  raisedAt: isoDateTimeSchema,
  /** Speed (km/h), minutes idle or offline, metres off route: what made it fire. */
  value: z.number().nullable(),
  acknowledgedAt: isoDateTimeSchema.nullable(),
  acknowledgedBy: z.string().nullable(),
  resolvedAt: isoDateTimeSchema.nullable(),
  resolvedBy: z.string().nullable(),
  /** How grave its rule said it was when it was raised (ADR 0063). */
  severity: z.enum(ALERT_SEVERITIES),
  /** The zone it is about (entered, left, stayed in, its speed limit broken); null: none. ADR 0062. */
  zoneId: z.string().nullable(),
  zoneNameAr: z.string().nullable(),
  zoneNameEn: z.string().nullable(),
  /** The rule that raised it: its version then (0: the built-in default) and its threshold. */
  rule: z.object({ version: z.number().int(), threshold: z.number().nullable() }),
  assignedToId: z.string().nullable(),
  assignedToName: z.string().nullable(),
  resolutionNote: z.string().nullable(),
  /** When nobody had acknowledged it in its rule's time and its escalation recipients were told. */
  escalatedAt: isoDateTimeSchema.nullable(),
  /** Who sees it in the console (the rule's in-app recipients); null: nobody is shown a toast. */
  audience: z.object({ roles: z.array(z.string()), operatorIds: z.array(z.string()) }).nullable(),
});
export type Alert = z.infer<typeof alertSchema>;

export const alertListQuerySchema = z.object({
  status: z.enum(ALERT_STATUSES, 'validation.choice').optional(),
  type: z.enum(ALERT_TYPES, 'validation.choice').optional(),
  severity: z.enum(ALERT_SEVERITIES, 'validation.choice').optional(),
  tripId: idSchema.optional(),
  busId: idSchema.optional(),
  page: z.coerce.number('validation.number').int('validation.integer').min(1, 'validation.min').default(1),
  pageSize: z.coerce
    .number('validation.number')
    .int('validation.integer')
    .min(1, 'validation.min')
    .max(100, 'validation.max')
    .default(20),
});

/** Assign names the operator (null: nobody); resolve may carry a note of what was done. */
export const alertActionSchema = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('acknowledge') }),
    z.object({ action: z.literal('assign'), operatorId: idSchema.nullable() }),
    z.object({
      action: z.literal('resolve'),
      note: z.string().trim().max(1000, 'validation.tooLong').optional(),
    }),
  ],
  'validation.choice',
);
export type AlertActionInput = z.infer<typeof alertActionSchema>;

/**
 * A bus's new device token, shown once. `serverUrl` is where a tracker sends its fixes over the
 * OsmAnd protocol (Traccar Client's "Server URL"), the token being its device identifier.
 */
export const deviceTokenSchema = z.object({ busId: z.string(), token: z.string(), serverUrl: z.string() });
export type DeviceToken = z.infer<typeof deviceTokenSchema>;

/** A crew app counts as open on the bus when its session was seen this recently (it is touched once a minute). */
export const CREW_ONLINE_MINUTES = 3;

/** The latest fix of a bus on an active trip, for the live map. */
export const busLiveSchema = z.object({
  busId: z.string(),
  plateNumber: z.string(),
  tripId: z.string(),
  tripName: z.string(),
  tripStatus: z.enum(TRIP_STATUSES),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  speedKmh: z.number().nullable(),
  at: isoDateTimeSchema.nullable(),
  lateMinutes: z.number().int(),
  nextStopId: z.string().nullable(),
  etaSeconds: z.number().int().nullable(),
  onBoard: z.number().int(),
  /** The trip's driver or attendant has the crew app open (seen within CREW_ONLINE_MINUTES). */
  crewOnline: z.boolean(),
});
export type BusLive = z.infer<typeof busLiveSchema>;

export const tripPositionSchema = z.object({
  at: isoDateTimeSchema,
  lat: z.number(),
  lng: z.number(),
  speedKmh: z.number().nullable(),
});
export type TripPosition = z.infer<typeof tripPositionSchema>;

/** Who is on board now: scanned on and not yet off. */
export const tripLiveSchema = z.object({
  tripId: z.string(),
  positions: z.array(tripPositionSchema),
  onBoard: z.array(z.string()),
  scans: z.array(riderScanSchema),
  lateMinutes: z.number().int(),
  nextStopId: z.string().nullable(),
  etaSeconds: z.number().int().nullable(),
});
export type TripLive = z.infer<typeof tripLiveSchema>;

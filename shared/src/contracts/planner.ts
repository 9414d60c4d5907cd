import { z } from 'zod';
import { idSchema, intBetweenSchema, isoDateSchema, versionSchema } from './common';
import { SERIES_MAX_DAYS } from './trips';

/** The ministry's limit on a student's time on board, the planner's default ceiling. */
export const MINISTRY_RIDE_LIMIT_MINUTES = 90;

const numberBetween = (min: number, max: number) =>
  z
    .number('validation.number')
    .refine((value) => value >= min && value <= max, { message: 'validation.between', params: { min, max } });

/** The rules a run plans under; each has the default an operator starts from. */
export const plannerRulesSchema = z.object({
  /** Longest walk from home to a stop, metres in a straight line. */
  maxWalkMeters: intBetweenSchema(0, 2000).default(400),
  /** Longest time on board for any student. */
  maxRideMinutes: intBetweenSchema(10, 180).default(MINISTRY_RIDE_LIMIT_MINUTES),
  /** Students living closer than this to their school are not planned. */
  minDistanceMeters: intBetweenSchema(0, 5000).default(250),
  /** A school's boys and girls never share a route. */
  separateGenders: z.boolean('validation.choice').default(true),
  /** Students with special needs are picked up at their door, alone at their stop. */
  doorToDoorSpecialNeeds: z.boolean('validation.choice').default(true),
  /** Straight-line distance times this factor, at `speedKmh` (when no routing engine is configured). */
  detourFactor: numberBetween(1, 3).default(1.3),
  speedKmh: intBetweenSchema(5, 100).default(30),
  /** Minutes the bus stays at the school to let the students off. */
  dwellMinutes: intBetweenSchema(0, 30).default(5),
});
export type PlannerRules = z.output<typeof plannerRulesSchema>;

export const plannerRunInputSchema = z
  .object({
    schoolIds: z.array(idSchema).min(1, 'planner.noSchools').max(200, 'validation.max'),
    termStart: isoDateSchema,
    termEnd: isoDateSchema,
    /** School days, Sunday 0 ... Saturday 6; Sunday to Thursday by default. */
    weekdays: z
      .array(z.number().int().min(0, 'validation.choice').max(6, 'validation.choice'))
      .min(1, 'trips.noWeekdays')
      .max(7, 'validation.max')
      .default([0, 1, 2, 3, 4]),
    rules: plannerRulesSchema.default(plannerRulesSchema.parse({})),
    /** How long the search may run; it answers its best plan at this limit. */
    timeLimitSeconds: intBetweenSchema(1, 600).default(20),
  })
  .superRefine((value, ctx) => {
    if (value.termEnd < value.termStart) {
      ctx.addIssue({ code: 'custom', path: ['termEnd'], message: 'trips.termOrder' });
    } else if ((Date.parse(value.termEnd) - Date.parse(value.termStart)) / 86_400_000 > SERIES_MAX_DAYS) {
      ctx.addIssue({ code: 'custom', path: ['termEnd'], message: 'trips.termTooLong' });
    }
  });

export type PlannerRunInput = z.input<typeof plannerRunInputSchema>;

export const PLANNER_RUN_STATUSES = ['running', 'done', 'stopped', 'failed', 'accepted'] as const;

/** Why a student of a chosen school is not in the proposal. */
export const UNPLANNED_REASONS = ['near-school', 'no-home', 'no-bus'] as const;

const gender = z.enum(['boy', 'girl']).nullable();

export const plannedStopSchema = z.object({
  key: z.string(),
  schoolId: z.string(),
  lat: z.number(),
  lng: z.number(),
  /** A stop of the company's within a few metres, used instead of creating one. */
  existingStopId: z.string().nullable(),
  nameAr: z.string(),
  nameEn: z.string(),
  studentIds: z.array(z.string()),
  doorToDoor: z.boolean(),
});

export const plannedRouteSchema = z.object({
  key: z.string(),
  schoolId: z.string(),
  gender,
  /** Index into `buses`. */
  bus: z.number().int(),
  /** `HH:MM` the bus leaves each stop, in visiting order. */
  stops: z.array(z.object({ key: z.string(), time: z.string() })),
  departureTime: z.string(),
  /** `HH:MM` at the school: the bell. */
  arrivalTime: z.string(),
  riders: z.number().int(),
  rideMinutes: z.number(),
});

export const plannedBusSchema = z.object({
  /** The fleet's bus and its driver that serve this chain (null: the fleet is short of a bus). */
  busId: z.string().nullable(),
  plateNumber: z.string().nullable(),
  driverId: z.string().nullable(),
  driverName: z.string().nullable(),
  routeKeys: z.array(z.string()),
});

export const plannerFiguresSchema = z.object({
  buses: z.number().int(),
  drivingMinutes: z.number(),
  longestRideMinutes: z.number(),
  ridersPerBus: z.number(),
  riders: z.number().int(),
  notServed: z.number().int(),
});
export type PlannerFigures = z.infer<typeof plannerFiguresSchema>;

/** The independent checker's rules an operator's edit can break (ADR 0049). */
export const PLANNER_VIOLATION_RULES = [
  'capacity',
  'ride-time',
  'chain-compatibility',
  'walk-limit',
  'door-to-door',
  'gender-separation',
  'near-school',
  'route-school',
  'stop-coverage',
  'chain-coverage',
  'student-coverage',
] as const;

/** One rule the edited proposal breaks, with what the operator needs to find it. */
export const plannerViolationSchema = z.object({
  rule: z.enum(PLANNER_VIOLATION_RULES),
  routeKey: z.string().nullable(),
  studentId: z.string().nullable(),
  /** Students on board (capacity), minutes on board (ride time) or metres walked (walk limit). */
  amount: z.number().nullable(),
  /** The limit broken: seats, minutes or metres. */
  limit: z.number().nullable(),
});
export type PlannerViolation = z.infer<typeof plannerViolationSchema>;

/** An operator's change to a proposal before accepting it. */
export const plannerEditSchema = z.discriminatedUnion(
  'kind',
  [
    /** A student boards at another stop of the proposal (on any route of their school). */
    z.object({
      kind: z.literal('move-student'),
      studentId: z.string().min(1, 'validation.required'),
      toStopKey: z.string().min(1, 'validation.required'),
    }),
    /** A stop moves to another route of its school, or to another place in its own (0 = first). */
    z.object({
      kind: z.literal('move-stop'),
      stopKey: z.string().min(1, 'validation.required'),
      toRouteKey: z.string().min(1, 'validation.required'),
      position: intBetweenSchema(0, 500),
    }),
  ],
  'validation.choice',
);
export type PlannerEdit = z.infer<typeof plannerEditSchema>;

export const plannerEditInputSchema = z.object({ version: versionSchema, edit: plannerEditSchema });
export type PlannerEditInput = z.infer<typeof plannerEditInputSchema>;

export const plannerProposalSchema = z.object({
  schools: z.array(
    z.object({ id: z.string(), nameAr: z.string(), nameEn: z.string(), lat: z.number(), lng: z.number() }),
  ),
  stops: z.array(plannedStopSchema),
  routes: z.array(plannedRouteSchema),
  buses: z.array(plannedBusSchema),
  students: z.array(
    z.object({ id: z.string(), nameAr: z.string(), nameEn: z.string(), schoolId: z.string(), gender }),
  ),
  unplanned: z.array(z.object({ studentId: z.string(), reason: z.enum(UNPLANNED_REASONS) })),
  figures: z.object({
    proposal: plannerFiguresSchema,
    /** The trips to those schools on `currentDate` (null: none planned yet). */
    current: plannerFiguresSchema.nullable(),
    currentDate: z.string().nullable(),
  }),
  /** The operator's edits, in order; accepting creates the plan as edited. */
  edits: z.array(plannerEditSchema).default([]),
  /** What the independent checker found in the edited plan; a proposal with any cannot be accepted. */
  violations: z.array(plannerViolationSchema).default([]),
});
export type PlannerProposal = z.infer<typeof plannerProposalSchema>;

export const plannerRunSchema = z.object({
  id: z.string(),
  version: versionSchema,
  status: z.enum(PLANNER_RUN_STATUSES),
  input: z.object({
    schoolIds: z.array(z.string()),
    termStart: z.string(),
    termEnd: z.string(),
    weekdays: z.array(z.number().int()),
    rules: plannerRulesSchema,
    timeLimitSeconds: z.number().int(),
  }),
  /** 0..1 of the time limit spent, and the best plan's buses and driving minutes so far. */
  progress: z.object({ fraction: z.number(), buses: z.number().int(), drivingMinutes: z.number() }),
  /** The failure's message code (`planner.noBuses`, `planner.runLost`). */
  error: z.string().nullable(),
  proposal: plannerProposalSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PlannerRun = z.infer<typeof plannerRunSchema>;

export const plannerAcceptSchema = z.object({ version: versionSchema });

export const plannerAcceptResultSchema = z.object({
  run: plannerRunSchema,
  stopsCreated: z.number().int(),
  seriesCreated: z.number().int(),
  tripsCreated: z.number().int(),
  parentsTold: z.number().int(),
});
export type PlannerAcceptResult = z.infer<typeof plannerAcceptResultSchema>;

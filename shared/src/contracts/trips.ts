import { z } from 'zod';
import {
  entityMetaSchema,
  idSchema,
  isoDateSchema,
  isoDateTimeSchema,
  listQuerySchema,
  requiredTextSchema,
  timeOfDaySchema,
  versionSchema,
} from './common';
import { optionalSaudiMobileSchema } from './phone';

export const TRIP_DIRECTIONS = ['to_school', 'from_school'] as const;
export type TripDirection = (typeof TRIP_DIRECTIONS)[number];

export const TRIP_STATUSES = ['scheduled', 'in_progress', 'disrupted', 'completed', 'cancelled'] as const;
export type TripStatus = (typeof TRIP_STATUSES)[number];

/** A trip of the day as a phone app lists it (the crew's and the families'): what, which way, when, how it goes. */
export const tripOfTheDaySchema = z.object({
  id: idSchema,
  name: z.string(),
  direction: z.enum(TRIP_DIRECTIONS),
  status: z.enum(TRIP_STATUSES),
  departureTime: z.string(),
  arrivalTime: z.string(),
});

/**
 * The trip status machine (BRIEF section 6). `disrupted` is entered by reporting a disruption and
 * left by resolving it; the other moves go through `POST /trips/:id/transitions`.
 */
export const TRIP_TRANSITIONS: Record<TripStatus, readonly TripStatus[]> = {
  scheduled: ['in_progress', 'cancelled'],
  in_progress: ['completed', 'disrupted'],
  disrupted: ['in_progress', 'completed', 'cancelled'],
  completed: [],
  cancelled: [],
};

export function allowedMoves(from: TripStatus): readonly TripStatus[] {
  return TRIP_TRANSITIONS[from];
}

/** Moves an operator makes with the transitions endpoint (the disruption ones have their own). */
export const DIRECT_TRANSITION_TARGETS = ['in_progress', 'completed', 'cancelled'] as const;

/** Sunday 0 ... Saturday 6, as `Date.getUTCDay()`; the Saudi school week is Sunday to Thursday. */
export const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;
/** At most one school year of trips from one series. */
export const SERIES_MAX_DAYS = 366;

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

export const tripStopInputSchema = z.object({
  stopId: idSchema,
  plannedTime: timeOfDaySchema,
  /** Students picked up (to school) or dropped off (from school) at this stop. */
  studentIds: z.array(idSchema).max(100, 'validation.max').default([]),
});

const tripFieldsSchema = z.object({
  name: requiredTextSchema(2, 120),
  direction: z.enum(TRIP_DIRECTIONS, 'validation.choice'),
  schoolId: idSchema,
  busId: idSchema,
  driverId: idSchema,
  /** The attendant's record (a crew member of role attendant); the trip shows and keeps their name. */
  attendantId: idSchema.nullable().default(null),
  attendantPhone: optionalSaudiMobileSchema,
  departureTime: timeOfDaySchema,
  stops: z.array(tripStopInputSchema).min(1, 'trips.noStops').max(40, 'validation.max'),
});

type TripFields = z.output<typeof tripFieldsSchema>;

/** Stops in the order driven: planned times never go back, none before departure, no stop twice, no student twice. */
function checkStops(value: TripFields, ctx: z.RefinementCtx) {
  let previous = minutesOf(value.departureTime);
  const seenStops = new Set<string>();
  const seenStudents = new Set<string>();
  value.stops.forEach((stop, index) => {
    const at = minutesOf(stop.plannedTime);
    if (at < previous) {
      ctx.addIssue({ code: 'custom', path: ['stops', index, 'plannedTime'], message: 'trips.stopTimeOrder' });
    }
    previous = Math.max(previous, at);
    if (seenStops.has(stop.stopId)) {
      ctx.addIssue({ code: 'custom', path: ['stops', index, 'stopId'], message: 'trips.stopTwice' });
    }
    seenStops.add(stop.stopId);
    stop.studentIds.forEach((studentId, studentIndex) => {
      if (seenStudents.has(studentId)) {
        ctx.addIssue({
          code: 'custom',
          path: ['stops', index, 'studentIds', studentIndex],
          message: 'trips.studentTwice',
        });
      }
      seenStudents.add(studentId);
    });
  });
}

export const tripInputSchema = tripFieldsSchema.extend({ date: isoDateSchema }).superRefine(checkStops);
export type TripInput = z.input<typeof tripInputSchema>;

/**
 * Whose riders an edit of a series' trip changes: this day only (an exception), or this day and
 * every later scheduled trip of the series (ADR 0060). A trip of no series ignores it.
 */
export const RIDER_SCOPES = ['day', 'series'] as const;
export type RiderScope = (typeof RIDER_SCOPES)[number];

export const tripUpdateSchema = tripFieldsSchema
  .extend({
    date: isoDateSchema,
    version: versionSchema,
    ridersScope: z.enum(RIDER_SCOPES, 'validation.choice').default('day'),
  })
  .superRefine(checkStops);
export type TripUpdate = z.input<typeof tripUpdateSchema>;

/** A weekly recurrence: the same trip on the chosen weekdays of a term, generated in one go. */
export const tripSeriesInputSchema = tripFieldsSchema
  .extend({
    weekdays: z
      .array(z.number().int().min(0, 'validation.choice').max(6, 'validation.choice'))
      .min(1, 'trips.noWeekdays')
      .max(7, 'validation.max'),
    termStart: isoDateSchema,
    termEnd: isoDateSchema,
  })
  .superRefine((value, ctx) => {
    checkStops(value, ctx);
    if (value.termEnd < value.termStart) {
      ctx.addIssue({ code: 'custom', path: ['termEnd'], message: 'trips.termOrder' });
    } else if ((Date.parse(value.termEnd) - Date.parse(value.termStart)) / 86_400_000 > SERIES_MAX_DAYS) {
      ctx.addIssue({ code: 'custom', path: ['termEnd'], message: 'trips.termTooLong' });
    }
  });
export type TripSeriesInput = z.input<typeof tripSeriesInputSchema>;

/** The dates of a series: every chosen weekday from termStart to termEnd, both included. */
export function seriesDates(termStart: string, termEnd: string, weekdays: readonly number[]): string[] {
  const days = new Set(weekdays);
  const dates: string[] = [];
  for (
    let t = Date.parse(`${termStart}T00:00:00Z`);
    t <= Date.parse(`${termEnd}T00:00:00Z`);
    t += 86_400_000
  ) {
    const day = new Date(t);
    if (days.has(day.getUTCDay())) dates.push(day.toISOString().slice(0, 10));
  }
  return dates;
}

const refSchema = z.object({ id: z.string(), nameAr: z.string(), nameEn: z.string() });

export const tripStudentSchema = z.object({
  id: z.string(),
  nameAr: z.string(),
  nameEn: z.string(),
  grade: z.number().int(),
  specialNeeds: z.string().nullable(),
  /** Marked "not riding" on the trip's date (an absence): left out of the rider list. */
  absent: z.boolean(),
});

export const tripStopSchema = z.object({
  stopId: z.string(),
  nameAr: z.string(),
  nameEn: z.string(),
  lat: z.number(),
  lng: z.number(),
  plannedTime: z.string(),
  students: z.array(tripStudentSchema),
});

export const tripSchema = entityMetaSchema.extend({
  name: z.string(),
  direction: z.enum(TRIP_DIRECTIONS),
  schoolId: z.string(),
  busId: z.string(),
  driverId: z.string(),
  attendantId: z.string().nullable(),
  attendantName: z.string().nullable(),
  attendantPhone: z.string().nullable(),
  date: z.string(),
  departureTime: z.string(),
  /** Planned time at the last stop: the end of the window a bus, driver or student is busy. */
  arrivalTime: z.string(),
  status: z.enum(TRIP_STATUSES),
  seriesId: z.string().nullable(),
  school: refSchema,
  bus: z.object({ id: z.string(), plateNumber: z.string(), capacity: z.number().int() }),
  /** `fullNameEn`: the Latin spelling English pages show, when the driver has one. */
  driver: z.object({
    id: z.string(),
    fullName: z.string(),
    fullNameEn: z.string().nullable(),
    phone: z.string(),
  }),
  /** Students assigned, and those of them riding on the trip's date. */
  studentCount: z.number().int(),
  riderCount: z.number().int(),
});
export type Trip = z.infer<typeof tripSchema>;

export const TRIP_EVENT_TYPES = [
  'created',
  'updated',
  'transition',
  'disruption_reported',
  'disruption_resolved',
  // Derived from the bus's positions and scans (monitoring):
  'stop_arrival',
  'stop_departure',
  'boarded',
  'alighted',
  'late',
  'alert',
  /** The attendant confirmed the bus empty to complete a trip the scans say is not. */
  'empty_confirmed',
  /** A disruption's replacement took the trip over; `detail` is the bus now running it (its plate). */
  'handover',
  /** The crew marked a rider not at the stop (a no-show) from their phone. */
  'no_show',
  /** The trip was completed without reaching this stop (no arrival on its timeline). */
  'stop_missed',
  /** The bus entered (left) a school's zone; `detail` is the school, `value` the seconds inside (ADR 0062). */
  'school_arrival',
  'school_departure',
] as const;

export const tripEventSchema = z.object({
  id: z.string(),
  type: z.enum(TRIP_EVENT_TYPES),
  fromStatus: z.enum(TRIP_STATUSES).nullable(),
  toStatus: z.enum(TRIP_STATUSES).nullable(),
  actorName: z.string().nullable(),
  at: isoDateTimeSchema,
  disruptionId: z.string().nullable(),
  stopId: z.string().nullable(),
  studentId: z.string().nullable(),
  /** Minutes late (`late`), seconds dwelt (`stop_departure`), the alert's type (`alert`). */
  value: z.number().nullable(),
  detail: z.string().nullable(),
  /** Where the crew's phone was (the end-of-route walk), when it could tell. */
  lat: z.number().nullable().optional(),
  lng: z.number().nullable().optional(),
  /** The zone an alert is about (entered, left, stayed in, its speed limit), by name (ADR 0062). */
  zone: z.object({ id: z.string(), nameAr: z.string(), nameEn: z.string() }).nullable().optional(),
});
export type TripEvent = z.infer<typeof tripEventSchema>;

/** One trip with its ordered stops, the students at each, its timeline and what may happen next. */
export const tripDetailsSchema = tripSchema.extend({
  stops: z.array(tripStopSchema),
  events: z.array(tripEventSchema),
  allowedMoves: z.array(z.enum(TRIP_STATUSES)),
  openDisruptionId: z.string().nullable(),
});
export type TripDetails = z.infer<typeof tripDetailsSchema>;

export const tripSeriesResultSchema = z.object({
  seriesId: z.string(),
  dates: z.array(z.string()),
  /** The chosen weekdays that fall on a holiday of the academic calendar: no trip on them. */
  skippedHolidays: z.array(z.string()),
  trips: z.array(tripSchema),
});
export type TripSeriesResult = z.infer<typeof tripSeriesResultSchema>;

export const tripTransitionSchema = z.object({
  to: z.enum(DIRECT_TRANSITION_TARGETS, 'validation.choice'),
  version: versionSchema,
  /**
   * End-of-trip child check: completing a trip with a student scanned on and not off is refused
   * unless the attendant walked the bus and confirms it empty (audited, on the timeline).
   */
  confirmEmpty: z.boolean('validation.choice').default(false),
});
export type TripTransition = z.input<typeof tripTransitionSchema>;

export const TRIP_SORT_FIELDS = ['date', 'departureTime', 'name', 'status', 'createdAt'] as const;

export const tripListQuerySchema = listQuerySchema(TRIP_SORT_FIELDS).extend({
  date: isoDateSchema.optional(),
  status: z.enum(TRIP_STATUSES, 'validation.choice').optional(),
  schoolId: idSchema.optional(),
  busId: idSchema.optional(),
  driverId: idSchema.optional(),
  seriesId: idSchema.optional(),
});

/**
 * `GET /trips/:id/busy-crews`: the buses and drivers on another trip of the day at an overlapping
 * time (not completed or cancelled), which may not replace this trip's.
 */
export const busyCrewsSchema = z.object({
  busIds: z.array(z.string()),
  driverIds: z.array(z.string()),
});

/** One trip a student rides, as the student's page lists it: when, which way, which bus, where. */
export const studentTripSchema = z.object({
  tripId: z.string(),
  seriesId: z.string().nullable(),
  name: z.string(),
  date: isoDateSchema,
  direction: z.enum(TRIP_DIRECTIONS),
  status: z.enum(TRIP_STATUSES),
  busPlate: z.string(),
  stop: z.object({ id: z.string(), nameAr: z.string(), nameEn: z.string() }),
  plannedTime: z.string(),
});
export type StudentTrip = z.infer<typeof studentTripSchema>;
export const studentTripsSchema = z.object({ items: z.array(studentTripSchema) });

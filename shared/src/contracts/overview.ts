import { z } from 'zod';
import { isoDateSchema } from './common';
import { TRIP_STATUSES } from './trips';

/**
 * The /dashboard overview: one small endpoint per card, so each card loads (and fails) on its
 * own and a slow query never holds the page. Each answers only to the roles that may read its area.
 */
const count = z.number().int().nonnegative();

/** GET /overview/trips-today: today's trips (operators' clock, TIME_ZONE) by status. */
export const tripsTodaySchema = z.object({
  date: isoDateSchema,
  total: count,
  byStatus: z.object(
    Object.fromEntries(TRIP_STATUSES.map((status) => [status, count])) as Record<
      (typeof TRIP_STATUSES)[number],
      typeof count
    >,
  ),
});
export type TripsToday = z.infer<typeof tripsTodaySchema>;

/** GET /overview/buses-on-road: buses running a trip now (in progress or disrupted), of the fleet. */
export const busesOnRoadSchema = z.object({ onRoad: count, fleet: count });
export type BusesOnRoad = z.infer<typeof busesOnRoadSchema>;

/** GET /overview/open-disruptions: disruptions not resolved yet. */
export const openDisruptionsSchema = z.object({ open: count });
export type OpenDisruptions = z.infer<typeof openDisruptionsSchema>;

/** GET /overview/pending-registrations: requests waiting for a decision, and the waiting list. */
export const pendingRegistrationsSchema = z.object({ pending: count, waitlisted: count });
export type PendingRegistrations = z.infer<typeof pendingRegistrationsSchema>;

/** The documents whose expiry blocks a trip (BRIEF section 6 safety rule). */
export const EXPIRING_WITHIN_DAYS = 30;
const documentCountsSchema = z.object({ expired: count, expiring: count });

/**
 * GET /overview/expiring-documents: per document kind, how many have expired and how many
 * expire within the next 30 days (today included).
 */
export const expiringDocumentsSchema = z.object({
  withinDays: z.literal(EXPIRING_WITHIN_DAYS),
  driverLicences: documentCountsSchema,
  busInspections: documentCountsSchema,
  busInsurances: documentCountsSchema,
  /** The TGA operating cards (بطاقة التشغيل) of the buses that have one recorded. */
  busOperatingCards: documentCountsSchema,
  /** Drivers and attendants by their earliest TGA certificate: medical, first aid or proficiency test. */
  crewCertificates: documentCountsSchema,
  /** Buses by their periodic service (docs/compliance.md, "Service"): overdue, and due within 30 days or 1,000 km. */
  busServices: documentCountsSchema,
});
export type ExpiringDocuments = z.infer<typeof expiringDocumentsSchema>;

/**
 * GET /overview/finance-month: this month's revenue (invoiced, and collected: payments less
 * refunds) and what families owe now (every unpaid invoice), in halalas.
 */
export const financeMonthSchema = z.object({
  month: z.string(),
  invoicedHalalas: z.number().int(),
  vatHalalas: z.number().int(),
  collectedHalalas: z.number().int(),
  receivablesHalalas: z.number().int(),
});
export type FinanceMonth = z.infer<typeof financeMonthSchema>;

export const TRIP_HISTORY_DAYS = 14;

/** GET /overview/trips-by-day: the last 14 days (today last), every day present. */
export const tripsByDaySchema = z.object({
  days: z.array(
    z.object({ date: isoDateSchema, total: count, completed: count, cancelled: count, disrupted: count }),
  ),
});
export type TripsByDay = z.infer<typeof tripsByDaySchema>;

/**
 * The steps of setting up a new install, in the order the checklist shows them (issue #17): the
 * company's details, a second operator, a school, its stops, a bus, a driver, a package, and the
 * first trip, which ends the setup.
 */
export const GETTING_STARTED_STEPS = [
  'company',
  'operators',
  'schools',
  'stops',
  'buses',
  'drivers',
  'packages',
  'trips',
] as const;
export type GettingStartedStep = (typeof GETTING_STARTED_STEPS)[number];

/** GET /overview/getting-started: which steps are done. */
export const gettingStartedSchema = z.object({ done: z.record(z.enum(GETTING_STARTED_STEPS), z.boolean()) });
export type GettingStarted = z.infer<typeof gettingStartedSchema>;

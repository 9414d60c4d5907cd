import { z } from 'zod';
import {
  entityMetaSchema,
  idSchema,
  isoDateSchema,
  isoDateTimeSchema,
  latitudeSchema,
  listQuerySchema,
  longitudeSchema,
  requiredTextSchema,
  versionSchema,
} from './common';
import { TRIP_STATUSES } from './trips';

export const DISRUPTION_REASONS = [
  'breakdown',
  'accident',
  'traffic',
  'weather',
  'driver_absent',
  'other',
] as const;

export const DISRUPTION_STATUSES = ['open', 'resolved'] as const;

/** Where a resolved disruption leaves its trip. */
export const DISRUPTION_OUTCOMES = ['in_progress', 'completed', 'cancelled'] as const;

/** Rich-text notes (HTML from the editor); the API sanitises them with the editor's allow-list. */
export const RICH_TEXT_MAX = 20_000;

const detailsSchema = z.object({
  reason: z.enum(DISRUPTION_REASONS, 'validation.choice'),
  occurredAt: isoDateTimeSchema,
  place: z.string().trim().max(200, 'validation.tooLong').nullable().default(null),
  lat: latitudeSchema.nullable().default(null),
  lng: longitudeSchema.nullable().default(null),
  notes: z.string().max(RICH_TEXT_MAX, 'validation.tooLong').default(''),
  replacementBusId: idSchema.nullable().default(null),
  replacementDriverId: idSchema.nullable().default(null),
  studentsMoved: z
    .number('validation.number')
    .int('validation.integer')
    .min(0, 'validation.min')
    .max(100, 'validation.max')
    .default(0),
  parentsTold: z.boolean('validation.boolean').default(false),
  minutesLost: z
    .number('validation.number')
    .int('validation.integer')
    .min(0, 'validation.min')
    .max(1440, 'validation.max')
    .default(0),
});

/** `POST /trips/:id/disruptions`: the trip (at `tripVersion`) becomes disrupted. */
export const disruptionReportSchema = detailsSchema.extend({ tripVersion: versionSchema });
export type DisruptionReport = z.input<typeof disruptionReportSchema>;

export const disruptionUpdateSchema = detailsSchema.extend({ version: versionSchema });
export type DisruptionUpdate = z.input<typeof disruptionUpdateSchema>;

export const disruptionResolveSchema = z.object({
  outcome: z.enum(DISRUPTION_OUTCOMES, 'validation.choice'),
  resolution: requiredTextSchema(2, 1000),
  version: versionSchema,
});
export type DisruptionResolve = z.input<typeof disruptionResolveSchema>;

export const disruptionSchema = entityMetaSchema.extend({
  tripId: z.string(),
  /** The bus and driver that were disrupted (the trip itself moves on to the replacement's). */
  busId: z.string(),
  driverId: z.string(),
  status: z.enum(DISRUPTION_STATUSES),
  reason: z.enum(DISRUPTION_REASONS),
  occurredAt: isoDateTimeSchema,
  place: z.string().nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  notes: z.string(),
  replacementBusId: z.string().nullable(),
  replacementDriverId: z.string().nullable(),
  studentsMoved: z.number().int(),
  parentsTold: z.boolean(),
  /** Parents of the trip's riders to whom a notice about it was actually delivered. */
  parentsNotified: z.number().int(),
  minutesLost: z.number().int(),
  resolution: z.string().nullable(),
  outcome: z.enum(DISRUPTION_OUTCOMES).nullable(),
  resolvedAt: isoDateTimeSchema.nullable(),
  trip: z.object({
    id: z.string(),
    name: z.string(),
    date: z.string(),
    departureTime: z.string(),
    status: z.enum(TRIP_STATUSES),
    version: z.number().int(),
    /** The disrupted bus's plate and driver's name (and its Latin spelling, for English pages). */
    busPlate: z.string(),
    driverName: z.string(),
    driverNameEn: z.string().nullable(),
  }),
  replacementBus: z.object({ id: z.string(), plateNumber: z.string() }).nullable(),
  replacementDriver: z
    .object({ id: z.string(), fullName: z.string(), fullNameEn: z.string().nullable() })
    .nullable(),
});
export type Disruption = z.infer<typeof disruptionSchema>;

export const DISRUPTION_SORT_FIELDS = ['occurredAt', 'reason', 'status', 'minutesLost'] as const;

export const disruptionListQuerySchema = listQuerySchema(DISRUPTION_SORT_FIELDS).extend({
  status: z.enum(DISRUPTION_STATUSES, 'validation.choice').optional(),
  reason: z.enum(DISRUPTION_REASONS, 'validation.choice').optional(),
  date: isoDateSchema.optional(),
});

import { z } from 'zod';
import {
  entityMetaSchema,
  intBetweenSchema,
  isoDateSchema,
  isoDateTimeSchema,
  listQuerySchema,
  requiredTextSchema,
  versionSchema,
} from './common';

export const BUS_STATUSES = ['active', 'maintenance', 'out_of_service'] as const;
export type BusStatus = (typeof BUS_STATUSES)[number];

/** Saudi plates: up to four digits and up to three Latin letters, stored as `1234 ABD`. */
export const PLATE_PATTERN = /^\d{1,4} [A-Z]{1,3}$/;

export function normalisePlate(raw: string): string {
  const compact = raw.toUpperCase().replace(/\s+/g, '');
  const match = /^(\d{1,4})([A-Z]{1,3})$/.exec(compact);
  return match ? `${match[1]} ${match[2]}` : raw.trim().toUpperCase();
}

export const busInputSchema = z.object({
  plateNumber: z
    .string('validation.required')
    .transform(normalisePlate)
    .pipe(z.string().regex(PLATE_PATTERN, 'validation.plate')),
  capacity: intBetweenSchema(1, 100),
  model: requiredTextSchema(2, 80),
  year: intBetweenSchema(1990, new Date().getFullYear() + 1),
  status: z.enum(BUS_STATUSES, 'validation.choice'),
  insuranceExpiry: isoDateSchema,
  inspectionExpiry: isoDateSchema,
  /** Identifier of the GPS unit fitted to the bus (its token is issued by the device API). */
  gpsDeviceId: z.string().trim().max(64, 'validation.tooLong').nullable().default(null),
  notes: z.string().trim().max(1000, 'validation.tooLong').nullable().default(null),
});
export type BusInput = z.input<typeof busInputSchema>;

export const busUpdateSchema = busInputSchema.extend({ version: versionSchema });
export type BusUpdate = z.input<typeof busUpdateSchema>;

export const busSchema = entityMetaSchema.extend({
  plateNumber: z.string(),
  capacity: z.number().int(),
  model: z.string(),
  year: z.number().int(),
  status: z.enum(BUS_STATUSES),
  insuranceExpiry: z.string(),
  inspectionExpiry: z.string(),
  gpsDeviceId: z.string().nullable(),
  notes: z.string().nullable(),
  /** Driver assigned to the bus, if any (read-only here; set from the driver). */
  driver: z.object({ id: z.string(), fullName: z.string() }).nullable(),
});
export type Bus = z.infer<typeof busSchema>;

export const BUS_SORT_FIELDS = [
  'plateNumber',
  'capacity',
  'model',
  'year',
  'status',
  'insuranceExpiry',
  'inspectionExpiry',
  'createdAt',
] as const;

export const busListQuerySchema = listQuerySchema(BUS_SORT_FIELDS).extend({
  status: z.enum(BUS_STATUSES, 'validation.choice').optional(),
});

/** A bus unheard from for this long reads as offline (tracker off, or out of coverage). */
export const BUS_OFFLINE_AFTER_MINUTES = 10;

/** The bus's last known fix, whether or not it runs a trip now. */
export const busLastPositionSchema = z.object({
  lat: z.number(),
  lng: z.number(),
  at: isoDateTimeSchema,
  speedKmh: z.number().nullable(),
  heading: z.number().nullable(),
  batteryPercent: z.number().nullable(),
});

/** The bus's device identifier as the API shows it: never the identifier (shown once, when issued). */
export const busDeviceSchema = z.object({
  issuedAt: isoDateTimeSchema,
  lastSeenAt: isoDateTimeSchema.nullable(),
});

/** `GET /buses/:id`: the bus with what its tracker last said. */
export const busDetailSchema = busSchema.extend({
  lastPosition: busLastPositionSchema.nullable(),
  device: busDeviceSchema.nullable(),
  /** The last fix or device call received; null when never heard from. */
  lastHeardAt: isoDateTimeSchema.nullable(),
  /** Not heard from for BUS_OFFLINE_AFTER_MINUTES (or never). */
  offline: z.boolean(),
});
export type BusDetail = z.infer<typeof busDetailSchema>;

import { z } from 'zod';
import {
  entityMetaSchema,
  idSchema,
  isoDateSchema,
  listQuerySchema,
  requiredTextSchema,
  versionSchema,
} from './common';
import { nationalIdSchema } from './national-id';
import { saudiMobileSchema } from './phone';
import { ageOn } from './road-safety';

/** Nobody younger is recorded as crew at all (a driver under 25 is recorded but not dispatched). */
const CREW_MIN_AGE = 18;
const today = () => new Date().toISOString().slice(0, 10);

export const DRIVER_ROLES = ['driver', 'attendant'] as const;
export type DriverRole = (typeof DRIVER_ROLES)[number];
export const DRIVER_STATUSES = ['active', 'on_leave', 'suspended', 'inactive'] as const;
export type DriverStatus = (typeof DRIVER_STATUSES)[number];

export const driverInputSchema = z
  .object({
    fullName: requiredTextSchema(2, 120),
    /** The Latin spelling for English pages; empty is none (English pages then show the Arabic name). */
    fullNameEn: z
      .string()
      .trim()
      .max(120, 'validation.tooLong')
      .refine((name) => name === '' || name.length >= 2, 'validation.tooShort')
      .transform((name) => (name === '' ? null : name))
      .nullable()
      .default(null),
    role: z.enum(DRIVER_ROLES, 'validation.choice'),
    nationalId: nationalIdSchema,
    phone: saudiMobileSchema,
    email: z.email('validation.email').trim().toLowerCase().nullable().default(null),
    licenseNumber: z.string().trim().max(40, 'validation.tooLong').nullable().default(null),
    licenseExpiry: isoDateSchema.nullable().default(null),
    /** The TGA medical examination. */
    medicalExpiry: isoDateSchema.nullable().default(null),
    backgroundCheckExpiry: isoDateSchema.nullable().default(null),
    /** The first-aid certificate and the TGA proficiency test (docs/compliance.md): unknown warns, expired blocks. */
    firstAidExpiry: isoDateSchema.nullable().default(null),
    proficiencyExpiry: isoDateSchema.nullable().default(null),
    /** The TGA's eligibility: a driver under 25 on a trip's date is not dispatched; nobody under 18 is recorded. */
    dateOfBirth: isoDateSchema
      .refine((birth) => ageOn(birth, today()) >= CREW_MIN_AGE, 'validation.crewTooYoung')
      .nullable()
      .default(null),
    status: z.enum(DRIVER_STATUSES, 'validation.choice'),
    assignedBusId: idSchema.nullable().default(null),
    /** Pay per completed trip, in halalas (used by settlements). */
    tripRate: z
      .number('validation.number')
      .int('validation.integer')
      .min(0, 'validation.min')
      .max(10_000_00, 'validation.max'),
  })
  .superRefine((value, ctx) => {
    // A driver must hold a licence; an attendant does not drive.
    if (value.role !== 'driver') return;
    if (!value.licenseNumber)
      ctx.addIssue({ code: 'custom', path: ['licenseNumber'], message: 'validation.required' });
    if (!value.licenseExpiry)
      ctx.addIssue({ code: 'custom', path: ['licenseExpiry'], message: 'validation.required' });
  });
export type DriverInput = z.input<typeof driverInputSchema>;

export const driverUpdateSchema = driverInputSchema.safeExtend({ version: versionSchema });
export type DriverUpdate = z.input<typeof driverUpdateSchema>;

export const driverSchema = entityMetaSchema.extend({
  fullName: z.string(),
  /** Absent in an answer from an API older than this field (a rolling update): no English name. */
  fullNameEn: z.string().nullable().default(null),
  role: z.enum(DRIVER_ROLES),
  nationalId: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  licenseNumber: z.string().nullable(),
  licenseExpiry: z.string().nullable(),
  medicalExpiry: z.string().nullable(),
  backgroundCheckExpiry: z.string().nullable(),
  firstAidExpiry: z.string().nullable(),
  proficiencyExpiry: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  status: z.enum(DRIVER_STATUSES),
  assignedBusId: z.string().nullable(),
  assignedBus: z.object({ id: z.string(), plateNumber: z.string() }).nullable(),
  tripRate: z.number().int(),
});
export type Driver = z.infer<typeof driverSchema>;

export const DRIVER_SORT_FIELDS = ['fullName', 'role', 'status', 'licenseExpiry', 'createdAt'] as const;

export const driverListQuerySchema = listQuerySchema(DRIVER_SORT_FIELDS).extend({
  status: z.enum(DRIVER_STATUSES, 'validation.choice').optional(),
  role: z.enum(DRIVER_ROLES, 'validation.choice').optional(),
  /** Only people whose licence, medical, background check, first aid or proficiency test expires within N days (or has expired). */
  expiringWithinDays: z.coerce.number().int().min(0).max(365).optional(),
});

/** A crew member's name as a page in `locale` shows it: the Latin spelling on English pages when there is one. */
export function driverNameIn(
  locale: string,
  person: { fullName: string; fullNameEn: string | null },
): string {
  return locale === 'en' && person.fullNameEn ? person.fullNameEn : person.fullName;
}

/** The same for a record that names its driver (`driverName`, `driverNameEn`): a settlement, a disruption. */
export function driverNameOf(
  locale: string,
  row: { driverName: string; driverNameEn: string | null },
): string {
  return driverNameIn(locale, { fullName: row.driverName, fullNameEn: row.driverNameEn });
}

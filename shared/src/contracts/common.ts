import { z } from 'zod';
import { latinDigits } from '../format/digits';

/**
 * Building blocks every resource contract uses. Validation messages are keys of
 * `validation-messages.ts`, so the API and the forms translate the same text.
 */

export const idSchema = z.uuid('validation.uuid');
/**
 * Required text of `min`..`max` characters after trimming. Empty reads "required" (and stops
 * there), not "too short"; the other messages state their limit.
 */
export const requiredTextSchema = (min: number, max: number) =>
  z
    .string('validation.required')
    .trim()
    .min(1, { message: 'validation.required', abort: true })
    .min(min, 'validation.tooShort')
    .max(max, 'validation.tooLong');
/** A whole number from `min` to `max`; outside it reads "between min and max". */
export const intBetweenSchema = (min: number, max: number) =>
  z
    .number('validation.number')
    .int('validation.integer')
    .refine((value) => value >= min && value <= max, { message: 'validation.between', params: { min, max } });
/** Year 0000 matches the ISO pattern, but PostgreSQL has no year 0 (it failed as a 500). */
const notYearZero = (value: string) => !value.startsWith('0000');
export const isoDateSchema = z.iso.date('validation.date').refine(notYearZero, 'validation.date');
export const isoDateTimeSchema = z.iso
  .datetime({ offset: true, error: 'validation.dateTime' })
  .refine(notYearZero, 'validation.dateTime');
/** WGS84 degrees, as a GPS unit and a map give them. */
export const latitudeSchema = z
  .number('validation.number')
  .min(-90, 'validation.latitude')
  .max(90, 'validation.latitude');
export const longitudeSchema = z
  .number('validation.number')
  .min(-180, 'validation.longitude')
  .max(180, 'validation.longitude');
/** A time of day on the operator's clock, `HH:MM` (24 h). */
export const timeOfDaySchema = z
  .string('validation.required')
  .overwrite(latinDigits)
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'validation.timeOfDay');

/** An IANA time zone this runtime knows, e.g. `Asia/Riyadh`. */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const versionSchema = z
  .number('validation.number')
  .int('validation.integer')
  .min(1, 'validation.version');

export const PAGE_SIZE_MAX = 100;
export const PAGE_SIZE_DEFAULT = 20;

/** `sort=field:asc|desc` restricted to the fields a resource indexes. */
export function sortSchema<const F extends readonly [string, ...string[]]>(fields: F) {
  const pattern = new RegExp(`^(${fields.join('|')}):(asc|desc)$`);
  return z.string().regex(pattern, 'validation.sort').optional();
}

/** The list query shared by every resource; add field filters with `.extend()`. */
export function listQuerySchema<const F extends readonly [string, ...string[]]>(sortFields: F) {
  return z.object({
    page: z.coerce.number('validation.number').int('validation.integer').min(1, 'validation.min').default(1),
    pageSize: z.coerce
      .number('validation.number')
      .int('validation.integer')
      .min(1, 'validation.min')
      .max(PAGE_SIZE_MAX, 'validation.max')
      .default(PAGE_SIZE_DEFAULT),
    sort: sortSchema(sortFields),
    q: z.string().trim().max(100, 'validation.tooLong').optional(),
  });
}

export function listResponseSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    /** Set on a search with many matches: `total` is an estimate, shown as "about N". */
    totalEstimated: z.boolean().optional(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}

export interface ListResponse<T> {
  items: T[];
  total: number;
  totalEstimated?: boolean;
  page: number;
  pageSize: number;
}

/** RFC 9457 problem details, as every API error is sent. */
export const problemSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string().optional(),
  instance: z.string().optional(),
  /** Stable machine code, e.g. `conflict.stale` or `fleet.plateTaken`. */
  code: z.string().optional(),
  errors: z
    .array(
      z.object({
        path: z.string(),
        message: z.string(),
        code: z.string().optional(),
      }),
    )
    .optional(),
  /** For a refused move: the moves allowed from the current state. */
  allowed: z.array(z.string()).optional(),
});
export type Problem = z.infer<typeof problemSchema>;

export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'transition'] as const;

export const auditEntrySchema = z.object({
  id: idSchema,
  entityType: z.string(),
  entityId: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  actorId: idSchema.nullable(),
  actorName: z.string().nullable(),
  at: isoDateTimeSchema,
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** Fields every stored entity carries. */
export const entityMetaSchema = z.object({
  id: idSchema,
  version: versionSchema,
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});

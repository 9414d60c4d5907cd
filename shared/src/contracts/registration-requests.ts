import { z } from 'zod';
import {
  entityMetaSchema,
  idSchema,
  intBetweenSchema,
  isoDateTimeSchema,
  latitudeSchema,
  listQuerySchema,
  longitudeSchema,
  requiredTextSchema,
  versionSchema,
} from './common';
import { saudiMobileSchema } from './phone';

/** pending -> approved | waitlisted (no free seat) | rejected (with a reason); waitlisted -> approved | rejected. */
export const REGISTRATION_STATUSES = ['pending', 'approved', 'waitlisted', 'rejected'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

/** Where a request came from: the public landing page or an operator taking it by phone. */
export const REGISTRATION_SOURCES = ['public', 'operator'] as const;
export type RegistrationSource = (typeof REGISTRATION_SOURCES)[number];

/** `RQ-` and six characters without look-alikes (no 0/O, 1/I/L): read out on the phone. */
export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const REFERENCE_PATTERN = /^RQ-[2-9A-HJKMNP-Z]{6}$/;

const nameSchema = requiredTextSchema(2, 120);

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'validation.tooLong')
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();

export const registrationRequestBodySchema = z.object({
  parentName: nameSchema,
  parentPhone: saudiMobileSchema,
  parentEmail: z
    .string()
    .trim()
    .toLowerCase()
    .refine((value) => value === '' || z.email().safeParse(value).success, 'validation.email')
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional(),
  studentNameAr: nameSchema,
  /** Latin spelling; left empty, the student's English name starts as the Arabic one. */
  studentNameEn: z
    .string()
    .trim()
    .max(120, 'validation.tooLong')
    .refine((value) => value === '' || value.length >= 2, {
      message: 'validation.tooShort',
      params: { min: 2 },
    })
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional(),
  grade: intBetweenSchema(1, 12),
  schoolId: idSchema,
  homeLat: latitudeSchema,
  homeLng: longitudeSchema,
  packageId: idSchema,
  notes: optionalText(1000),
});

/**
 * What the landing page posts (POST /api/v1/public/registration-requests, no session).
 * `website` is a honeypot the form hides from people: it must stay empty or absent. A filled one
 * is answered like a success and nothing is stored, so a bot learns nothing. Strict: anything
 * else the public sends is refused (validation.unknownField), never silently dropped.
 */
export const publicRegistrationRequestBodySchema = z.strictObject({
  ...registrationRequestBodySchema.shape,
  website: z.string().max(500, 'validation.tooLong').optional(),
});
export type PublicRegistrationRequestBody = z.input<typeof publicRegistrationRequestBodySchema>;

export const publicRegistrationResponseSchema = z.object({ reference: z.string() });

/** A request an operator enters (taken by phone): the same fields, from the console. */
export type RegistrationRequestInput = z.input<typeof registrationRequestBodySchema>;

const refSchema = z.object({ id: z.string(), nameAr: z.string(), nameEn: z.string() });

/**
 * The record a new request looks like a repeat of: the same guardian phone and a child of the same
 * name (folded: case, spaces, Arabic letter forms) as an open or recent request, or a student of the
 * parent with that phone. Flagged for the operator when the request arrives; the family is never refused.
 */
export const possibleDuplicateSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('request'), id: z.string(), reference: z.string() }),
  z.object({ kind: z.literal('student'), id: z.string(), nameAr: z.string(), nameEn: z.string() }),
]);
export type PossibleDuplicate = z.infer<typeof possibleDuplicateSchema>;

/** A request is a likely repeat of another made this many days before it, whatever its status. */
export const DUPLICATE_WINDOW_DAYS = 30;

export const registrationRequestSchema = entityMetaSchema.extend({
  reference: z.string(),
  status: z.enum(REGISTRATION_STATUSES),
  source: z.enum(REGISTRATION_SOURCES),
  parentName: z.string(),
  parentPhone: z.string(),
  parentEmail: z.string().nullable(),
  studentNameAr: z.string(),
  studentNameEn: z.string().nullable(),
  grade: z.number().int(),
  schoolId: z.string(),
  homeLat: z.number(),
  homeLng: z.number(),
  packageId: z.string(),
  notes: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  /** Set on approval: the parent (found by phone or created) and the new student. */
  parentId: z.string().nullable(),
  studentId: z.string().nullable(),
  waitlistedAt: isoDateTimeSchema.nullable(),
  decidedAt: isoDateTimeSchema.nullable(),
  /** Its place among the school's waitlisted requests (1: next to get a freed seat). */
  waitlistPosition: z.number().int().nullable(),
  /** Set when the request arrived: the earlier records it resembles (a student first). */
  possibleDuplicates: z.array(possibleDuplicateSchema),
  school: refSchema,
  package: refSchema.extend({ priceHalalas: z.number().int() }),
});
export type RegistrationRequest = z.infer<typeof registrationRequestSchema>;

export const REGISTRATION_SORT_FIELDS = ['createdAt', 'parentName', 'studentNameAr', 'status'] as const;

export const registrationRequestListQuerySchema = listQuerySchema(REGISTRATION_SORT_FIELDS).extend({
  status: z.enum(REGISTRATION_STATUSES, 'validation.choice').optional(),
  schoolId: idSchema.optional(),
  packageId: idSchema.optional(),
});

export const decisionSchema = z.object({ version: versionSchema });
export const rejectionSchema = z.object({
  version: versionSchema,
  reason: requiredTextSchema(3, 500),
});

export const BULK_APPROVE_MAX = 100;
export const bulkApproveSchema = z.object({
  ids: z.array(idSchema).min(1, 'validation.required').max(BULK_APPROVE_MAX, 'validation.max'),
});

/** One line per request of a bulk approval: its new status, or why it was left as it was. */
export const bulkApproveResultSchema = z.object({
  results: z.array(
    z.object({
      id: z.string(),
      reference: z.string().nullable(),
      status: z.enum(REGISTRATION_STATUSES).nullable(),
      code: z.string().nullable(),
      message: z.string().nullable(),
    }),
  ),
});
export type BulkApproveResult = z.infer<typeof bulkApproveResultSchema>;

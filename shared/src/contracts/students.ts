import { z } from 'zod';
import { latinDigits } from '../format/digits';
import {
  entityMetaSchema,
  idSchema,
  intBetweenSchema,
  isoDateSchema,
  isoDateTimeSchema,
  latitudeSchema,
  listQuerySchema,
  longitudeSchema,
  requiredTextSchema,
  versionSchema,
} from './common';
import type { SchoolGender } from './schools';

export const STUDENT_STATUSES = ['active', 'inactive'] as const;
export type StudentStatus = (typeof STUDENT_STATUSES)[number];

/** A student is a boy or a girl; a boys' school takes boys, a girls' school girls, a mixed school both. */
export const STUDENT_GENDERS = ['boy', 'girl'] as const;
export type StudentGender = (typeof STUDENT_GENDERS)[number];

/** Whether a school taking `schoolGender` students may enrol this student (an unknown gender fits any). */
export function genderFitsSchool(gender: StudentGender | null, schoolGender: SchoolGender): boolean {
  return gender === null || schoolGender === 'mixed' || (schoolGender === 'boys') === (gender === 'boy');
}

/** The gender a single-sex school implies for a student whose gender is not given (null at a mixed one). */
export function genderOfSchool(schoolGender: SchoolGender): StudentGender | null {
  return schoolGender === 'boys' ? 'boy' : schoolGender === 'girls' ? 'girl' : null;
}

/** 0 is kindergarten (روضة), 1-12 the school grades. */
export const GRADE_MIN = 0;
export const GRADE_MAX = 12;

/**
 * A rider card's number as its reader gives it: an RFID card's UID (hex or decimal) or a QR code's
 * text. Letters, digits and dashes, kept in upper case so "04a1b2" and "04A1B2" are one card.
 */
const CARD_NUMBER_MIN = 4;
const CARD_NUMBER_MAX = 32;
export const cardNumberSchema = z
  .string('validation.required')
  .overwrite(latinDigits)
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9-]+$/, 'validation.cardNumber')
  .min(CARD_NUMBER_MIN, 'validation.tooShort')
  .max(CARD_NUMBER_MAX, 'validation.tooLong');

const nameSchema = requiredTextSchema(2, 120);

export const studentInputSchema = z.object({
  nameAr: nameSchema,
  nameEn: nameSchema,
  schoolId: idSchema,
  grade: intBetweenSchema(GRADE_MIN, GRADE_MAX),
  /** Checked against the school's (null: taken from a boys' or girls' school, unknown at a mixed one). */
  gender: z.enum(STUDENT_GENDERS, 'validation.choice').nullable().default(null),
  /** The parent who pays and is called (null: not linked yet). */
  parentId: idSchema.nullable().default(null),
  /** The stop the bus picks the student up at and drops them at (null: not placed yet). */
  homeStopId: idSchema.nullable().default(null),
  /** The family's home on the map, for placing the student at the nearest stop. */
  homeLat: latitudeSchema.nullable().default(null),
  homeLng: longitudeSchema.nullable().default(null),
  /** Anything the driver and attendant must know: a wheelchair, an allergy, an epipen... */
  specialNeeds: z.string().trim().max(500, 'validation.tooLong').nullable().default(null),
  status: z.enum(STUDENT_STATUSES, 'validation.choice').default('active'),
  /** The rider card the student taps on the bus's reader (null: none); unique among active students. */
  cardNumber: cardNumberSchema.nullable().default(null),
});
export type StudentInput = z.input<typeof studentInputSchema>;

export const studentUpdateSchema = studentInputSchema.extend({ version: versionSchema });

const placeRefSchema = z.object({ id: z.string(), nameAr: z.string(), nameEn: z.string() });

export const studentSchema = entityMetaSchema.extend({
  nameAr: z.string(),
  nameEn: z.string(),
  schoolId: z.string(),
  grade: z.number().int(),
  gender: z.enum(STUDENT_GENDERS).nullable(),
  homeStopId: z.string().nullable(),
  parentId: z.string().nullable(),
  homeLat: z.number().nullable(),
  homeLng: z.number().nullable(),
  specialNeeds: z.string().nullable(),
  status: z.enum(STUDENT_STATUSES),
  cardNumber: z.string().nullable(),
  school: placeRefSchema,
  homeStop: placeRefSchema.nullable(),
  parent: z.object({ id: z.string(), name: z.string(), phone: z.string() }).nullable(),
});
export type Student = z.infer<typeof studentSchema>;

export const STUDENT_SORT_FIELDS = ['nameAr', 'nameEn', 'grade', 'status', 'createdAt'] as const;

export const studentListQuerySchema = listQuerySchema(STUDENT_SORT_FIELDS).extend({
  schoolId: idSchema.optional(),
  homeStopId: idSchema.optional(),
  parentId: idSchema.optional(),
  status: z.enum(STUDENT_STATUSES, 'validation.choice').optional(),
  gender: z.enum(STUDENT_GENDERS, 'validation.choice').optional(),
  grade: z.coerce.number('validation.number').int('validation.integer').optional(),
  /** Leaves out students marked absent on this date (a trip's rider list for a day). */
  ridingOn: isoDateSchema.optional(),
});

/** The trips of a day an absence covers: the morning's (to school), the afternoon's (from school), both. */
export const ABSENCE_PARTS = ['both', 'morning', 'afternoon'] as const;
export type AbsencePart = (typeof ABSENCE_PARTS)[number];
/** Who reported an absence: an operator in the console, or the parent in the families' app. */
export const ABSENCE_REPORTERS = ['operator', 'parent'] as const;

/** Days a student does not ride: every trip's rider list on those days leaves them out. */
export const absenceInputSchema = z
  .object({
    fromDate: isoDateSchema,
    toDate: isoDateSchema,
    part: z.enum(ABSENCE_PARTS, 'validation.choice').default('both'),
    reason: z
      .string()
      .trim()
      .max(300, 'validation.tooLong')
      .transform((value) => (value === '' ? null : value))
      .nullable()
      .default(null),
  })
  .refine((value) => value.toDate >= value.fromDate, { path: ['toDate'], message: 'validation.dateOrder' });
export type AbsenceInput = z.input<typeof absenceInputSchema>;

export const absenceSchema = z.object({
  id: z.string(),
  studentId: z.string(),
  fromDate: isoDateSchema,
  toDate: isoDateSchema,
  reason: z.string().nullable(),
  part: z.enum(ABSENCE_PARTS),
  reportedBy: z.enum(ABSENCE_REPORTERS),
  /** The parent's or guardian's name when the family reported it from the app. */
  reporterName: z.string().nullable(),
  createdAt: z.string(),
});
export type Absence = z.infer<typeof absenceSchema>;

/**
 * A student's photo (ADR 0069): the console crops and resizes it to a square JPEG of at most
 * PHOTO_MAX_SIDE pixels before sending; the API checks the type by its magic bytes, the size and
 * the dimensions read from the image's header, and stores it in its own table.
 */
export const PHOTO_MAX_BYTES = 2 * 1024 * 1024;
export const PHOTO_MAX_SIDE = 512;
export const PHOTO_MIN_SIDE = 64;
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** The photo as a base64 data URL; its declared type is ignored (the bytes say what it is). */
export const studentPhotoInputSchema = z.object({
  image: z
    .string()
    .max(Math.ceil(PHOTO_MAX_BYTES / 3) * 4 + 64, 'families.photoTooLarge')
    .regex(/^data:[\w.+/-]*;base64,[A-Za-z0-9+/]+=*$/, 'families.photoNotAnImage'),
});

export const studentPhotoSchema = z.object({
  type: z.enum(PHOTO_TYPES),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
  updatedAt: isoDateTimeSchema,
});
export type StudentPhoto = z.infer<typeof studentPhotoSchema>;

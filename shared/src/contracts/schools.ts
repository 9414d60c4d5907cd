import { z } from 'zod';
import {
  entityMetaSchema,
  latitudeSchema,
  listQuerySchema,
  longitudeSchema,
  requiredTextSchema,
  timeOfDaySchema,
  versionSchema,
} from './common';
import { contactPhoneSchema } from './phone';

/** Saudi schools are for boys or for girls; kindergartens and international schools may be mixed. */
export const SCHOOL_GENDERS = ['boys', 'girls', 'mixed'] as const;
export type SchoolGender = (typeof SCHOOL_GENDERS)[number];

const nameSchema = requiredTextSchema(2, 120);

/** 0 is kindergarten (روضة), 1-6 primary, 7-9 intermediate, 10-12 secondary: the students' grades. */
export const GRADES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;

/** The grades a school teaches, kept ascending and without repeats. */
const gradesSchema = z
  .array(
    z
      .number('validation.number')
      .int('validation.integer')
      .min(0, 'validation.grade')
      .max(12, 'validation.grade'),
    'validation.choice',
  )
  .max(GRADES.length, 'validation.max')
  .transform((grades) => [...new Set(grades)].sort((a, b) => a - b));

const schoolFields = {
  nameAr: nameSchema,
  nameEn: nameSchema,
  gender: z.enum(SCHOOL_GENDERS, 'validation.choice'),
  address: z.string().trim().max(200, 'validation.tooLong').nullable().default(null),
  lat: latitudeSchema,
  lng: longitudeSchema,
  /** Morning bell: to-school trips must arrive before it. */
  startTime: timeOfDaySchema,
  /** Dismissal: from-school trips leave after it. */
  endTime: timeOfDaySchema,
  /** The school's office line: a Saudi landline, unified number or mobile, stored in E.164. */
  phone: contactPhoneSchema,
  active: z.boolean('validation.boolean').default(true),
  grades: gradesSchema.default([]),
};

/**
 * A school day ends after it starts ("HH:mm" strings compare as times); the issue lands on the dismissal.
 * Zod runs this even when a field failed, so a time that is not a time is left to its own message.
 */
function dayEndsAfterStart(school: { startTime: string; endTime: string }, context: z.RefinementCtx) {
  const bothTimes = [school.startTime, school.endTime].every(
    (time) => timeOfDaySchema.safeParse(time).success,
  );
  if (bothTimes && school.endTime <= school.startTime) {
    context.addIssue({
      code: 'custom',
      path: ['endTime'],
      message: 'validation.endAfterStart',
      input: school.endTime,
    });
  }
}

export const schoolInputSchema = z.object(schoolFields).superRefine(dayEndsAfterStart);
export type SchoolInput = z.input<typeof schoolInputSchema>;

export const schoolUpdateSchema = z
  .object({ ...schoolFields, version: versionSchema })
  .superRefine(dayEndsAfterStart);

export const schoolSchema = entityMetaSchema.extend({
  nameAr: z.string(),
  nameEn: z.string(),
  gender: z.enum(SCHOOL_GENDERS),
  address: z.string().nullable(),
  lat: z.number(),
  lng: z.number(),
  startTime: z.string(),
  endTime: z.string(),
  phone: z.string().nullable(),
  active: z.boolean(),
  grades: z.array(z.number()),
});
export type School = z.infer<typeof schoolSchema>;

export const SCHOOL_SORT_FIELDS = ['nameAr', 'nameEn', 'gender', 'startTime', 'createdAt'] as const;

export const schoolListQuerySchema = listQuerySchema(SCHOOL_SORT_FIELDS).extend({
  gender: z.enum(SCHOOL_GENDERS, 'validation.choice').optional(),
  active: z.enum(['true', 'false'], 'validation.boolean').optional(),
});

/** What the public landing page sees of a school (GET /api/v1/public/schools). */
export const publicSchoolSchema = z.object({ id: z.string(), nameAr: z.string(), nameEn: z.string() });
export type PublicSchool = z.infer<typeof publicSchoolSchema>;

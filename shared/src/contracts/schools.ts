import { z } from 'zod';
import {
  entityMetaSchema,
  latitudeSchema,
  listQuerySchema,
  longitudeSchema,
  timeOfDaySchema,
  versionSchema,
} from './common';

/** Saudi schools are for boys or for girls; kindergartens and international schools may be mixed. */
export const SCHOOL_GENDERS = ['boys', 'girls', 'mixed'] as const;

const nameSchema = z
  .string('validation.required')
  .trim()
  .min(2, 'validation.tooShort')
  .max(120, 'validation.tooLong');

export const schoolInputSchema = z.object({
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
  phone: z.string().trim().max(20, 'validation.tooLong').nullable().default(null),
  active: z.boolean('validation.boolean').default(true),
});
export type SchoolInput = z.input<typeof schoolInputSchema>;

export const schoolUpdateSchema = schoolInputSchema.extend({ version: versionSchema });

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

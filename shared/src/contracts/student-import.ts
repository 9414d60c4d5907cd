import { z } from 'zod';
import { idSchema, latitudeSchema, longitudeSchema } from './common';
import { saudiMobileSchema } from './registration-requests';
import { GRADE_MAX, GRADE_MIN } from './students';

/**
 * Bulk import of students from a CSV or XLSX file: the columns of the file (a header row, in
 * English or Arabic), one student per row. The screen resolves the school's name to its id and
 * checks every row with `studentImportRowSchema` before anything is sent; the API checks again
 * and stores all rows in one transaction, or none.
 */
export const IMPORT_COLUMNS = [
  'nameAr',
  'nameEn',
  'school',
  'grade',
  'homeLat',
  'homeLng',
  'specialNeeds',
  'parentName',
  'parentPhone',
] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

/** Arabic headers an operator may use instead of the English ones. */
export const IMPORT_COLUMN_ALIASES: Record<ImportColumn, string[]> = {
  nameAr: ['الاسم بالعربية', 'اسم الطالب'],
  nameEn: ['الاسم بالإنجليزية'],
  school: ['المدرسة', 'schoolId'],
  grade: ['الصف'],
  homeLat: ['خط العرض'],
  homeLng: ['خط الطول'],
  specialNeeds: ['احتياجات خاصة'],
  parentName: ['ولي الأمر', 'اسم ولي الأمر'],
  parentPhone: ['جوال ولي الأمر'],
};

/** The most rows one import takes (and one request carries). */
export const IMPORT_ROWS_MAX = 10_000;

const nameSchema = z
  .string('validation.required')
  .trim()
  .min(2, 'validation.tooShort')
  .max(120, 'validation.tooLong');
const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'validation.tooLong')
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .default(null);

export const studentImportRowSchema = z
  .object({
    nameAr: nameSchema,
    nameEn: nameSchema,
    schoolId: idSchema,
    grade: z
      .number('validation.number')
      .int('validation.integer')
      .min(GRADE_MIN, 'validation.min')
      .max(GRADE_MAX, 'validation.max'),
    homeLat: latitudeSchema.nullable().default(null),
    homeLng: longitudeSchema.nullable().default(null),
    specialNeeds: optional(500),
    /** With a phone, the student is linked to the parent of that phone (created with this name if new). */
    parentName: optional(120),
    parentPhone: saudiMobileSchema.nullable().default(null),
  })
  .superRefine((row, ctx) => {
    if ((row.homeLat === null) !== (row.homeLng === null)) {
      ctx.addIssue({
        code: 'custom',
        path: [row.homeLat === null ? 'homeLat' : 'homeLng'],
        message: 'validation.required',
      });
    }
    if (row.parentPhone && !row.parentName) {
      ctx.addIssue({ code: 'custom', path: ['parentName'], message: 'validation.required' });
    }
  });
export type StudentImportRow = z.input<typeof studentImportRowSchema>;

export const studentImportSchema = z.object({
  rows: z.array(studentImportRowSchema).min(1, 'validation.required').max(IMPORT_ROWS_MAX, 'validation.max'),
});

export const studentImportResultSchema = z.object({
  imported: z.number().int(),
  parentsCreated: z.number().int(),
});
export type StudentImportResult = z.infer<typeof studentImportResultSchema>;

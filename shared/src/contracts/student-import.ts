import { z } from 'zod';
import { idSchema, intBetweenSchema, latitudeSchema, longitudeSchema, requiredTextSchema } from './common';
import { parentInputSchema } from './parents';
import { saudiMobileSchema } from './phone';
import { cardNumberSchema, GRADE_MAX, GRADE_MIN, STUDENT_GENDERS, type StudentGender } from './students';

/**
 * Bulk import of students from a CSV or XLSX file: the columns of the file (a header row, in
 * English or Arabic), one student per row. The screen resolves the school's, package's and stop's
 * names (or codes) to their ids and checks every row with `studentImportRowSchema` before anything is sent; the API checks again
 * and stores all rows, or none (in short chunked commits, undone when one fails).
 */
export const IMPORT_COLUMNS = [
  'nameAr',
  'nameEn',
  'school',
  'grade',
  'gender',
  'homeLat',
  'homeLng',
  'specialNeeds',
  'parentName',
  'parentPhone',
  'parentEmail',
  'cardNumber',
  'package',
  'stop',
] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

/**
 * Headers an operator may write instead of the keys (which older files use): the Arabic and English
 * headers the import's help and template show (the families texts' `import.columns`), and other
 * usual spellings.
 */
export const IMPORT_COLUMN_ALIASES: Record<ImportColumn, string[]> = {
  nameAr: ['الاسم بالعربية', 'اسم الطالب', 'Name in Arabic', 'Arabic name'],
  nameEn: ['الاسم بالإنجليزية', 'Name in English', 'English name'],
  school: ['المدرسة', 'schoolId', 'School'],
  grade: ['الصف', 'Grade'],
  gender: ['الجنس', 'النوع', 'Gender'],
  homeLat: ['خط العرض', 'Latitude'],
  homeLng: ['خط الطول', 'Longitude'],
  specialNeeds: ['احتياجات خاصة', 'Special needs'],
  parentName: ['ولي الأمر', 'اسم ولي الأمر', 'Parent', "Parent's name"],
  parentPhone: ['جوال ولي الأمر', "Parent's mobile", 'Parent mobile'],
  parentEmail: ['بريد ولي الأمر', 'البريد الإلكتروني', "Parent's e-mail", 'Parent email', 'E-mail', 'email'],
  cardNumber: ['رقم البطاقة', 'رقم بطاقة الركوب', 'Card number'],
  package: ['الباقة', 'packageId', 'Package'],
  stop: ['المحطة', 'stopId', 'Stop'],
};

/** What a roster may write in its gender column, folded to lower case (empty: taken from the school). */
const GENDER_CELLS: Record<StudentGender, string[]> = {
  boy: ['boy', 'male', 'm', 'ذكر', 'ولد', 'طالب', 'بنين'],
  girl: ['girl', 'female', 'f', 'أنثى', 'انثى', 'بنت', 'طالبة', 'بنات'],
};

/** The gender a cell names, null for an empty cell, undefined for one it does not know. */
export function genderOfCell(cell: string): StudentGender | null | undefined {
  const value = cell.trim().toLowerCase();
  if (value === '') return null;
  return STUDENT_GENDERS.find((gender) => GENDER_CELLS[gender].includes(value));
}

/** The most rows one import takes (and one request carries). */
export const IMPORT_ROWS_MAX = 10_000;

const nameSchema = requiredTextSchema(2, 120);
const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'validation.tooLong')
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .default(null);

/**
 * The Latin spelling is optional, as on the public registration form: an Arabic-only roster
 * imports, and an empty English name starts as the Arabic one.
 */
const optionalNameSchema = z
  .string()
  .trim()
  .max(120, 'validation.tooLong')
  .refine((value) => value === '' || value.length >= 2, {
    message: 'validation.tooShort',
    params: { min: 2 },
  })
  .transform((value) => (value === '' ? null : value))
  .nullable()
  .default(null);

export const studentImportRowSchema = z
  .object({
    nameAr: nameSchema,
    nameEn: optionalNameSchema,
    schoolId: idSchema,
    grade: intBetweenSchema(GRADE_MIN, GRADE_MAX),
    gender: z.enum(STUDENT_GENDERS, 'validation.choice').nullable().default(null),
    homeLat: latitudeSchema.nullable().default(null),
    homeLng: longitudeSchema.nullable().default(null),
    specialNeeds: optional(500),
    /** With a phone, the student is linked to the parent of that phone (created with this name if new). */
    parentName: optional(120),
    parentPhone: saudiMobileSchema.nullable().default(null),
    /** The new parent's e-mail, where invoices and notices go (a parent already known keeps theirs). */
    parentEmail: parentInputSchema.shape.email,
    /** The student's rider card (empty: none). */
    cardNumber: cardNumberSchema.nullable().default(null),
    /** With a package, the student is subscribed from the import's day, as by hand (needs a parent). */
    packageId: idSchema.nullable().default(null),
    /** The student's home stop (their place on the rosters). */
    stopId: idSchema.nullable().default(null),
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
    if (row.packageId && !row.parentPhone) {
      ctx.addIssue({ code: 'custom', path: ['packageId'], message: 'families.packageNeedsParent' });
    }
    if (row.parentEmail && !row.parentPhone) {
      ctx.addIssue({ code: 'custom', path: ['parentPhone'], message: 'validation.required' });
    }
  });
export type StudentImportRow = z.input<typeof studentImportRowSchema>;

const IMPORT_ROW_FIELDS = [
  'nameAr',
  'nameEn',
  'schoolId',
  'grade',
  'gender',
  'homeLat',
  'homeLng',
  'specialNeeds',
  'parentName',
  'parentPhone',
  'parentEmail',
  'cardNumber',
  'packageId',
  'stopId',
] as const;

/** Indexes of the rows equal, field for field once checked, to an earlier row. */
function repeatedRows(
  rows: readonly Partial<Record<(typeof IMPORT_ROW_FIELDS)[number], unknown>>[],
): number[] {
  const seen = new Set<string>();
  const repeated: number[] = [];
  rows.forEach((row, index) => {
    const key = JSON.stringify(IMPORT_ROW_FIELDS.map((field) => row[field]));
    if (seen.has(key)) repeated.push(index);
    seen.add(key);
  });
  return repeated;
}

export const studentImportSchema = z.object({
  rows: z
    .array(studentImportRowSchema)
    .min(1, 'validation.required')
    .max(IMPORT_ROWS_MAX, 'validation.max')
    .superRefine((rows, ctx) => {
      // A row exactly like an earlier one is the same student twice: named, never imported twice.
      for (const index of repeatedRows(rows)) {
        ctx.addIssue({ code: 'custom', path: [index, 'nameAr'], message: 'validation.duplicateRow' });
      }
      // One card, one student: a number given twice in the file is named on its second row.
      const seen = new Set<string>();
      rows.forEach((row, index) => {
        if (!row.cardNumber) return;
        if (seen.has(row.cardNumber))
          ctx.addIssue({
            code: 'custom',
            path: [index, 'cardNumber'],
            message: 'validation.cardNumberRepeated',
          });
        seen.add(row.cardNumber);
      });
    }),
});

export const studentImportResultSchema = z.object({
  imported: z.number().int(),
  parentsCreated: z.number().int(),
  /** Imported students subscribed to their row's package. */
  subscribed: z.number().int(),
});
export type StudentImportResult = z.infer<typeof studentImportResultSchema>;

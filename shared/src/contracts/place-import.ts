import { z } from 'zod';
import { schoolInputSchema } from './schools';
import { stopInputSchema } from './stops';
import { IMPORT_ROWS_MAX } from './student-import';

/**
 * Bulk import of schools and of stops from a CSV or XLSX file, checked row by row on the screen
 * (the same flow as the student import) and again by the API, which stores all rows in one
 * transaction or none. A stop's schools are resolved from their names to ids on the screen.
 */
export const schoolImportSchema = z.object({
  rows: z.array(schoolInputSchema).min(1, 'validation.required').max(IMPORT_ROWS_MAX, 'validation.max'),
});

export const stopImportSchema = z.object({
  rows: z.array(stopInputSchema).min(1, 'validation.required').max(IMPORT_ROWS_MAX, 'validation.max'),
});

export const placeImportResultSchema = z.object({ imported: z.number().int() });

/** The columns of a schools file (a header row, in English or Arabic). */
export const SCHOOL_IMPORT_COLUMNS = [
  'nameAr',
  'nameEn',
  'gender',
  'grades',
  'startTime',
  'endTime',
  'lat',
  'lng',
  'address',
  'phone',
] as const;
export type SchoolImportColumn = (typeof SCHOOL_IMPORT_COLUMNS)[number];

/**
 * Headers a schools file may write instead of the keys (which older files use): the Arabic and
 * English column names the import's help and template show (the settings texts' `schools.fields`),
 * and other usual spellings.
 */
export const SCHOOL_IMPORT_ALIASES: Record<SchoolImportColumn, string[]> = {
  nameAr: ['الاسم بالعربية', 'اسم المدرسة', 'Name in Arabic', 'Arabic name'],
  nameEn: ['الاسم بالإنجليزية', 'Name in English', 'English name'],
  gender: ['الفئة', 'Gender'],
  grades: ['الصفوف', 'Grades'],
  startTime: ['بداية الدوام', 'First bell'],
  endTime: ['نهاية الدوام', 'Dismissal'],
  lat: ['خط العرض', 'Latitude'],
  lng: ['خط الطول', 'Longitude'],
  address: ['العنوان', 'Address'],
  phone: ['الهاتف', 'Phone'],
};

/** The columns of a stops file; `schools` names the schools served, separated by `;`. */
export const STOP_IMPORT_COLUMNS = [
  'nameAr',
  'nameEn',
  'district',
  'lat',
  'lng',
  'schools',
  'notes',
] as const;
export type StopImportColumn = (typeof STOP_IMPORT_COLUMNS)[number];

/** Headers a stops file may write instead of the keys: as for schools, the names the help and template show. */
export const STOP_IMPORT_ALIASES: Record<StopImportColumn, string[]> = {
  nameAr: ['الاسم بالعربية', 'اسم المحطة', 'Name in Arabic', 'Arabic name'],
  nameEn: ['الاسم بالإنجليزية', 'Name in English', 'English name'],
  district: ['الحي', 'District'],
  lat: ['خط العرض', 'Latitude'],
  lng: ['خط الطول', 'Longitude'],
  schools: ['المدارس', 'المدارس المخدومة', 'Schools served', 'Schools'],
  notes: ['ملاحظات', 'ملاحظات للسائقين', 'Notes for drivers', 'Notes'],
};

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

export const SCHOOL_IMPORT_ALIASES: Record<SchoolImportColumn, string[]> = {
  nameAr: ['الاسم بالعربية', 'اسم المدرسة'],
  nameEn: ['الاسم بالإنجليزية'],
  gender: ['الفئة'],
  grades: ['الصفوف'],
  startTime: ['بداية الدوام'],
  endTime: ['نهاية الدوام'],
  lat: ['خط العرض'],
  lng: ['خط الطول'],
  address: ['العنوان'],
  phone: ['الهاتف'],
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

export const STOP_IMPORT_ALIASES: Record<StopImportColumn, string[]> = {
  nameAr: ['الاسم بالعربية', 'اسم المحطة'],
  nameEn: ['الاسم بالإنجليزية'],
  district: ['الحي'],
  lat: ['خط العرض'],
  lng: ['خط الطول'],
  schools: ['المدارس', 'المدارس المخدومة'],
  notes: ['ملاحظات'],
};

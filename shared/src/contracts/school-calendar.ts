import { z } from 'zod';
import { entityMetaSchema, isoDateSchema, requiredTextSchema, versionSchema } from './common';

/**
 * The academic calendar (ADR 0054): the company's terms, and the holidays inside them on which no
 * trip runs. One calendar for every school, the Ministry of Education's; dates are Gregorian
 * `YYYY-MM-DD`, both ends included.
 */
export const CALENDAR_PERIOD_KINDS = ['term', 'holiday'] as const;

const periodFields = {
  kind: z.enum(CALENDAR_PERIOD_KINDS, 'validation.choice'),
  nameAr: requiredTextSchema(2, 80),
  nameEn: requiredTextSchema(2, 80),
  startDate: isoDateSchema,
  endDate: isoDateSchema,
};

/** A period ends on or after the day it starts; the issue lands on the end date. */
function endsAfterStart(period: { startDate: string; endDate: string }, context: z.RefinementCtx) {
  const bothDates = [period.startDate, period.endDate].every((d) => isoDateSchema.safeParse(d).success);
  if (bothDates && period.endDate < period.startDate) {
    context.addIssue({
      code: 'custom',
      path: ['endDate'],
      message: 'calendar.endBeforeStart',
      input: period.endDate,
    });
  }
}

export const calendarPeriodInputSchema = z.object(periodFields).superRefine(endsAfterStart);
export type CalendarPeriodInput = z.input<typeof calendarPeriodInputSchema>;

export const calendarPeriodUpdateSchema = z
  .object({ ...periodFields, version: versionSchema })
  .superRefine(endsAfterStart);

export const calendarPeriodSchema = entityMetaSchema.extend({
  kind: z.enum(CALENDAR_PERIOD_KINDS),
  nameAr: z.string(),
  nameEn: z.string(),
  startDate: z.string(),
  endDate: z.string(),
});
export type CalendarPeriod = z.infer<typeof calendarPeriodSchema>;

/** The whole calendar, every period by its first day. */
export const schoolCalendarSchema = z.object({ items: z.array(calendarPeriodSchema) });

/** A saved period, and what a holiday did to the trips already planned on its days. */
export const calendarPeriodSavedSchema = z.object({
  period: calendarPeriodSchema,
  /** Scheduled trips on the holiday's days, from today on, now cancelled. */
  cancelledTrips: z.number().int(),
});
export type CalendarPeriodSaved = z.infer<typeof calendarPeriodSavedSchema>;

/** Whether `date` falls on one of the holidays given. */
export function isHoliday(
  date: string,
  holidays: readonly { startDate: string; endDate: string }[],
): boolean {
  return holidays.some((holiday) => holiday.startDate <= date && date <= holiday.endDate);
}

/** The most terms and holidays one calendar file may hold (a school year has a dozen or two). */
export const CALENDAR_IMPORT_ROWS_MAX = 500;

/**
 * Terms and holidays from a CSV or XLSX file, checked line by line on the screen and again by the
 * API, which saves every row or none; each holiday through the same path as one added by hand.
 */
export const calendarImportSchema = z.object({
  rows: z
    .array(calendarPeriodInputSchema)
    .min(1, 'validation.required')
    .max(CALENDAR_IMPORT_ROWS_MAX, 'validation.max'),
});

export const calendarImportResultSchema = z.object({
  imported: z.number().int(),
  /** Scheduled trips on the imported holidays' days, from today on, now cancelled. */
  cancelledTrips: z.number().int(),
});
export type CalendarImportResult = z.infer<typeof calendarImportResultSchema>;

/** The columns of a calendar file; dates in Hijri (Umm al-Qura) or Gregorian. */
export const CALENDAR_IMPORT_COLUMNS = ['kind', 'nameAr', 'nameEn', 'startDate', 'endDate'] as const;
export type CalendarImportColumn = (typeof CALENDAR_IMPORT_COLUMNS)[number];

/** The template's header row in each language; a file may use either, or the English keys. */
export const CALENDAR_IMPORT_HEADERS: Record<'ar' | 'en', Record<CalendarImportColumn, string>> = {
  ar: {
    kind: 'النوع',
    nameAr: 'الاسم بالعربية',
    nameEn: 'الاسم بالإنجليزية',
    startDate: 'تاريخ البداية',
    endDate: 'تاريخ النهاية',
  },
  en: {
    kind: 'Kind',
    nameAr: 'Name in Arabic',
    nameEn: 'Name in English',
    startDate: 'Start date',
    endDate: 'End date',
  },
};

export const CALENDAR_IMPORT_ALIASES: Record<CalendarImportColumn, string[]> = {
  kind: [CALENDAR_IMPORT_HEADERS.ar.kind, CALENDAR_IMPORT_HEADERS.en.kind, 'النوع (فصل أو إجازة)'],
  nameAr: [CALENDAR_IMPORT_HEADERS.ar.nameAr, CALENDAR_IMPORT_HEADERS.en.nameAr],
  nameEn: [CALENDAR_IMPORT_HEADERS.ar.nameEn, CALENDAR_IMPORT_HEADERS.en.nameEn],
  startDate: [CALENDAR_IMPORT_HEADERS.ar.startDate, CALENDAR_IMPORT_HEADERS.en.startDate, 'من', 'From'],
  endDate: [CALENDAR_IMPORT_HEADERS.ar.endDate, CALENDAR_IMPORT_HEADERS.en.endDate, 'إلى', 'To'],
};

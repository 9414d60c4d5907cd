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

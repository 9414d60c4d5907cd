import { and, eq, gte, lte } from 'drizzle-orm';
import type { Database } from '../../db/types';
import { calendarPeriods } from './school-calendar.table';

/** The holidays that touch `from`..`to`, for planning recurring trips around them. */
export function holidaysBetween(
  db: Database,
  from: string,
  to: string,
): Promise<{ startDate: string; endDate: string }[]> {
  return db
    .select({ startDate: calendarPeriods.startDate, endDate: calendarPeriods.endDate })
    .from(calendarPeriods)
    .where(
      and(
        eq(calendarPeriods.kind, 'holiday'),
        lte(calendarPeriods.startDate, to),
        gte(calendarPeriods.endDate, from),
      ),
    );
}

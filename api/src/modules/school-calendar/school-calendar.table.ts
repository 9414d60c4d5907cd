import { CALENDAR_PERIOD_KINDS } from '@rihla/shared/contracts/school-calendar';
import { date, index, pgTable, text } from 'drizzle-orm/pg-core';
import { entityColumns } from '../../db/columns';

/** The academic calendar's terms and holidays (ADR 0054); both dates included. */
export const calendarPeriods = pgTable(
  'calendar_periods',
  {
    ...entityColumns(),
    kind: text('kind', { enum: CALENDAR_PERIOD_KINDS }).notNull(),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
  },
  (t) => [index('calendar_periods_kind_dates_idx').on(t.kind, t.startDate, t.endDate)],
);

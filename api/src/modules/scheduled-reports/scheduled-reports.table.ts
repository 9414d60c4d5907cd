import {
  REPORT_FORMATS,
  REPORT_FREQUENCIES,
  REPORT_KINDS,
  REPORT_LANGUAGES,
} from '@rihla/shared/contracts/scheduled-reports';
import { date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { entityColumns } from '../../db/columns';
import { operators } from '../operators/operators.table';
import { schools } from '../schools/schools.table';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A report e-mailed on a schedule (ADR 0065). */
export const scheduledReports = pgTable(
  'scheduled_reports',
  {
    ...entityColumns(),
    kind: text('kind', { enum: REPORT_KINDS }).notNull(),
    schoolId: uuid('school_id').references(() => schools.id, { onDelete: 'cascade' }),
    frequency: text('frequency', { enum: REPORT_FREQUENCIES }).notNull(),
    weekday: integer('weekday'),
    dayOfMonth: integer('day_of_month'),
    /** `HH:MM` on the company's clock. */
    time: text('time').notNull(),
    /** The schedule as croner reads it, in the company's time zone when it was saved. */
    cron: text('cron').notNull(),
    timeZone: text('time_zone').notNull(),
    format: text('format', { enum: REPORT_FORMATS }).notNull(),
    recipients: text('recipients').array().notNull(),
    language: text('language', { enum: REPORT_LANGUAGES }).notNull(),
    /** The next slot: the sweep takes the report when this has passed, and moves it past now. */
    nextRunAt: at('next_run_at').notNull(),
  },
  (t) => [index('scheduled_reports_due_idx').on(t.nextRunAt)],
);

/**
 * What was sent: one row per slot sent (or "send now"), holding what the attachment is made of, so
 * every recipient's copy, and a retry after the mail server came back, carries the same report. Its
 * e-mails are the notices whose event key is `scheduled-report:<id>`.
 */
export const scheduledReportSends = pgTable(
  'scheduled_report_sends',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reportId: uuid('report_id')
      .notNull()
      .references(() => scheduledReports.id, { onDelete: 'cascade' }),
    /** The schedule's slot; null for a "send now" (each of which is its own send). */
    slotAt: at('slot_at'),
    requestedBy: uuid('requested_by').references(() => operators.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: REPORT_KINDS }).notNull(),
    schoolId: uuid('school_id').references(() => schools.id, { onDelete: 'cascade' }),
    format: text('format', { enum: REPORT_FORMATS }).notNull(),
    language: text('language', { enum: REPORT_LANGUAGES }).notNull(),
    periodFrom: date('period_from', { mode: 'string' }).notNull(),
    periodTo: date('period_to', { mode: 'string' }).notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    // A slot is sent once, whichever replica's sweep took it.
    uniqueIndex('scheduled_report_sends_slot_idx').on(t.reportId, t.slotAt),
    index('scheduled_report_sends_created_idx').on(t.createdAt),
  ],
);

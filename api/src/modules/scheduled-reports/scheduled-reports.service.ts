import type {
  ReportFrequency,
  ReportSend,
  ScheduledReport,
  scheduledReportInputSchema,
} from '@rihla/shared/contracts/scheduled-reports';
import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/types';
import { HttpProblem, notFound } from '../../lib/problem';
import { company } from '../company/company.table';
import { notices } from '../notices/notices.table';
import { queueNotices } from '../notices/queue-notice';
import { schools } from '../schools/schools.table';
import { trips } from '../trips/trips.table';
import { periodText, REPORT_TITLES, type ReportOrder } from './report-file';
import { cronOf, latestSlotAtOrBefore, nextSlotAfter } from './schedule';
import { scheduledReportSends, scheduledReports } from './scheduled-reports.table';

type Input = z.output<typeof scheduledReportInputSchema>;
type ReportRow = typeof scheduledReports.$inferSelect;

/** The notices of a send carry this event key: `scheduled-report:<send id>`. */
export const SEND_EVENT_PREFIX = 'scheduled-report:';

/** Reports the sweep takes per transaction; it loops until none is due. */
const SWEEP_BATCH = 20;

/** How far back a daily ridership report looks for the last day with finished trips. */
const LOOKBACK_DAYS = 7;

const addDays = (day: string, days: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** The calendar day of `at` on the clock of `timeZone`. */
const dayIn = (at: Date, timeZone: string) => at.toLocaleDateString('en-CA', { timeZone });

async function companyTimeZone(db: Database): Promise<string> {
  const [row] = await db.select({ timeZone: company.timeZone }).from(company).limit(1);
  return row?.timeZone ?? 'Asia/Riyadh';
}

async function checkSchool(db: Database, schoolId: string | null): Promise<void> {
  if (!schoolId) return;
  const [school] = await db.select({ id: schools.id }).from(schools).where(eq(schools.id, schoolId));
  if (!school) {
    throw new HttpProblem(400, 'validation', [{ path: 'schoolId', code: 'validation.missingReference' }]);
  }
}

const selectReports = (db: Database) =>
  db
    .select({
      report: scheduledReports,
      schoolNameAr: schools.nameAr,
      schoolNameEn: schools.nameEn,
      lastSentAt: sql<
        Date | string | null
      >`(select max(s.created_at) from scheduled_report_sends s where s.report_id = ${scheduledReports.id})`,
    })
    .from(scheduledReports)
    .leftJoin(schools, eq(schools.id, scheduledReports.schoolId))
    .$dynamic();

type SelectedReport = Awaited<ReturnType<ReturnType<typeof selectReports>['execute']>>[number];

const isoOf = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function toReport({ report, schoolNameAr, schoolNameEn, lastSentAt }: SelectedReport): ScheduledReport {
  return {
    id: report.id,
    kind: report.kind,
    schoolId: report.schoolId,
    schoolNameAr,
    schoolNameEn,
    frequency: report.frequency,
    weekday: report.weekday,
    dayOfMonth: report.dayOfMonth,
    time: report.time,
    cron: report.cron,
    timeZone: report.timeZone,
    format: report.format,
    recipients: report.recipients,
    language: report.language,
    nextRunAt: report.nextRunAt.toISOString(),
    lastSentAt: isoOf(lastSentAt),
  };
}

export async function listScheduledReports(db: Database): Promise<ScheduledReport[]> {
  return (await selectReports(db).orderBy(asc(scheduledReports.createdAt))).map(toReport);
}

export async function getScheduledReport(db: Database, id: string): Promise<ScheduledReport> {
  const [row] = await selectReports(db).where(eq(scheduledReports.id, id));
  if (!row) throw notFound();
  return toReport(row);
}

/** The stored columns of an input: the schedule as cron in the company's zone, and its next slot after now. */
async function columnsOf(db: Database, input: Input, now: Date) {
  await checkSchool(db, input.schoolId);
  const timeZone = await companyTimeZone(db);
  const schedule = {
    frequency: input.frequency,
    weekday: input.frequency === 'weekly' ? input.weekday : null,
    dayOfMonth: input.frequency === 'monthly' ? input.dayOfMonth : null,
    time: input.time,
  };
  const cron = cronOf(schedule);
  return {
    kind: input.kind,
    schoolId: input.kind === 'ridership' ? input.schoolId : null,
    ...schedule,
    cron,
    timeZone,
    format: input.format,
    recipients: input.recipients,
    language: input.language,
    nextRunAt: nextSlotAfter(cron, timeZone, now),
  };
}

export async function createScheduledReport(db: Database, input: Input, now = new Date()) {
  const [row] = await db
    .insert(scheduledReports)
    .values(await columnsOf(db, input, now))
    .returning({ id: scheduledReports.id });
  return getScheduledReport(db, row!.id);
}

/** A changed schedule starts again from now: its next slot is the first after the change. */
export async function updateScheduledReport(db: Database, id: string, input: Input, now = new Date()) {
  const [row] = await db
    .update(scheduledReports)
    .set({
      ...(await columnsOf(db, input, now)),
      version: sql`${scheduledReports.version} + 1`,
      updatedAt: now,
    })
    .where(eq(scheduledReports.id, id))
    .returning({ id: scheduledReports.id });
  if (!row) throw notFound();
  return getScheduledReport(db, id);
}

export async function deleteScheduledReport(db: Database, id: string): Promise<void> {
  const [row] = await db
    .delete(scheduledReports)
    .where(eq(scheduledReports.id, id))
    .returning({ id: scheduledReports.id });
  if (!row) throw notFound();
}

/**
 * The days a report covers when it goes out on `day` (the company's date of its slot, or of a
 * "send now"). Ageing is as of that day. Ridership covers what came before it: weekly the seven
 * days before, monthly the calendar month before, daily the last day before with finished trips
 * of its filter (a Sunday morning's report is Thursday's, not the weekend's), looking back
 * LOOKBACK_DAYS, else the day before.
 */
async function periodOf(
  db: Database,
  report: Pick<ReportRow, 'kind' | 'schoolId'> & { frequency: ReportFrequency },
  day: string,
): Promise<{ periodFrom: string; periodTo: string }> {
  if (report.kind === 'ageing') return { periodFrom: day, periodTo: day };
  if (report.frequency === 'weekly') return { periodFrom: addDays(day, -7), periodTo: addDays(day, -1) };
  if (report.frequency === 'monthly') {
    const lastOfPrevious = addDays(`${day.slice(0, 7)}-01`, -1);
    return { periodFrom: `${lastOfPrevious.slice(0, 7)}-01`, periodTo: lastOfPrevious };
  }
  const [latest] = await db
    .select({ date: sql<string | null>`max(${trips.date})::text` })
    .from(trips)
    .where(
      and(
        eq(trips.status, 'completed'),
        sql`${trips.date} < ${day}::date`,
        sql`${trips.date} >= ${addDays(day, -LOOKBACK_DAYS)}::date`,
        report.schoolId ? eq(trips.schoolId, report.schoolId) : undefined,
      ),
    );
  const periodTo = latest?.date ?? addDays(day, -1);
  return { periodFrom: periodTo, periodTo };
}

/**
 * Writes one send of a report and its e-mails (one notice per recipient, in the outbox), in the
 * caller's transaction. A slot already sent writes nothing (the unique slot index). Answers the
 * send's id, or null when the slot had been sent.
 */
async function queueSend(
  tx: Database,
  report: ReportRow,
  at: Date,
  slotAt: Date | null,
  requestedBy: string | null,
): Promise<string | null> {
  const order: Omit<ReportOrder, 'language'> & { language: 'ar' | 'en' } = {
    kind: report.kind,
    schoolId: report.schoolId,
    format: report.format,
    language: report.language,
    ...(await periodOf(tx, report, dayIn(at, report.timeZone))),
  };
  const [send] = await tx
    .insert(scheduledReportSends)
    .values({ reportId: report.id, slotAt, requestedBy, ...order })
    .onConflictDoNothing()
    .returning({ id: scheduledReportSends.id });
  if (!send) return null;
  const [school] = report.schoolId
    ? await tx
        .select({ ar: schools.nameAr, en: schools.nameEn })
        .from(schools)
        .where(eq(schools.id, report.schoolId))
    : [];
  const title = REPORT_TITLES[report.kind];
  const name = (locale: 'ar' | 'en') => (school ? `${title[locale]} — ${school[locale]}` : title[locale]);
  await queueNotices(
    tx,
    report.recipients.map((address) => ({
      recipient: {
        key: `email:${address}`,
        parentId: null,
        email: address,
        phone: '',
        channels: ['email'],
        language: report.language,
      },
      notice: {
        event: 'scheduled-report',
        eventKey: `${SEND_EVENT_PREFIX}${send.id}`,
        variables: { report: { ar: name('ar'), en: name('en') }, period: periodText(order) },
      },
    })),
  );
  return send.id;
}

/**
 * Sends every report whose slot has come, once across replicas and restarts: each due report is
 * locked (`for update skip locked`, so two sweeps never take the same one), its send and e-mails
 * are written, and its next slot is moved past `now`, all in one transaction. A report whose slots
 * passed while no API ran goes out once, late, for its latest slot; the earlier ones are skipped.
 * Answers how many sends it wrote.
 */
export async function sweepScheduledReports(db: Database, now = new Date()): Promise<number> {
  let sent = 0;
  for (;;) {
    const taken = await db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(scheduledReports)
        .where(lte(scheduledReports.nextRunAt, now))
        .orderBy(asc(scheduledReports.nextRunAt))
        .limit(SWEEP_BATCH)
        .for('update', { skipLocked: true });
      for (const report of due) {
        const slot = latestSlotAtOrBefore(report.cron, report.timeZone, now) ?? report.nextRunAt;
        if (await queueSend(tx, report, slot, slot, null)) sent += 1;
        await tx
          .update(scheduledReports)
          .set({ nextRunAt: nextSlotAfter(report.cron, report.timeZone, now) })
          .where(eq(scheduledReports.id, report.id));
      }
      return due.length;
    });
    if (taken < SWEEP_BATCH) return sent;
  }
}

/** "Send now": one more send of the report for today, its schedule untouched. */
export async function sendReportNow(db: Database, id: string, operatorId: string | null, now = new Date()) {
  return db.transaction(async (tx) => {
    const [report] = await tx.select().from(scheduledReports).where(eq(scheduledReports.id, id));
    if (!report) throw notFound();
    // A "send now" has no slot, so it is never taken for one already sent.
    const sendId = await queueSend(tx, report, now, null, operatorId);
    return (await listReportSends(tx, { sendId: sendId! }))[0]!;
  });
}

/** What a send's e-mail carries, read back from the send its notice names (null: not a report's notice). */
export async function orderOfNotice(db: Database, eventKey: string): Promise<ReportOrder | null> {
  if (!eventKey.startsWith(SEND_EVENT_PREFIX)) return null;
  const [send] = await db
    .select()
    .from(scheduledReportSends)
    .where(eq(scheduledReportSends.id, eventKey.slice(SEND_EVENT_PREFIX.length)));
  return send ?? null;
}

/** The log: the latest sends, each with how its e-mails went to whom. */
export async function listReportSends(
  db: Database,
  filter: { reportId?: string; sendId?: string; limit?: number },
): Promise<ReportSend[]> {
  const rows = await db
    .select({ send: scheduledReportSends, schoolNameAr: schools.nameAr, schoolNameEn: schools.nameEn })
    .from(scheduledReportSends)
    .leftJoin(schools, eq(schools.id, scheduledReportSends.schoolId))
    .where(
      and(
        filter.reportId ? eq(scheduledReportSends.reportId, filter.reportId) : undefined,
        filter.sendId ? eq(scheduledReportSends.id, filter.sendId) : undefined,
      ),
    )
    .orderBy(desc(scheduledReportSends.createdAt), desc(scheduledReportSends.id))
    .limit(filter.limit ?? 50);
  const keys = rows.map((row) => `${SEND_EVENT_PREFIX}${row.send.id}`);
  const mails =
    keys.length === 0
      ? []
      : await db
          .select({
            eventKey: notices.eventKey,
            address: notices.address,
            status: notices.status,
            sentAt: notices.sentAt,
            lastError: notices.lastError,
          })
          .from(notices)
          .where(inArray(notices.eventKey, keys))
          .orderBy(asc(notices.address));
  return rows.map(({ send, schoolNameAr, schoolNameEn }) => ({
    id: send.id,
    reportId: send.reportId,
    kind: send.kind,
    schoolNameAr,
    schoolNameEn,
    format: send.format,
    slotAt: isoOf(send.slotAt),
    periodFrom: send.periodFrom,
    periodTo: send.periodTo,
    createdAt: send.createdAt.toISOString(),
    deliveries: mails
      .filter((mail) => mail.eventKey === `${SEND_EVENT_PREFIX}${send.id}`)
      .map(({ address, status, sentAt, lastError }) => ({
        address,
        status,
        sentAt: isoOf(sentAt),
        lastError,
      })),
  }));
}

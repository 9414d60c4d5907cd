import { type CellValue, Workbook } from '@cj-tech-master/excelts';
import {
  NEW_SCHEDULED_REPORT,
  type ReportSend,
  type ScheduledReport,
} from '@rihla/shared/contracts/scheduled-reports';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ParsedMail } from 'mailparser';
import { buildApp } from '../../app';
import { loadConfig } from '../../config/env';
import { type Agent, sessionOf } from '../../test/agent';
import { DATABASES } from '../../test/databases';
import { busInput, driverInput, schoolInput } from '../../test/fixtures';
import { MailCatcher } from '../../test/mail-catcher';
import { TEST_ADMIN } from '../../test/test-admin';
import { startTestApp, type TestApp } from '../../test/test-app';
import { company } from '../company/company.table';
import { notices } from '../notices/notices.table';
import { trips } from '../trips/trips.table';
import { createScheduledReport, sweepScheduledReports } from './scheduled-reports.service';
import { scheduledReportSends, scheduledReports } from './scheduled-reports.table';

const en = { 'accept-language': 'en' };
const ar = { 'accept-language': 'ar' };
/** The worker and the sweep are driven by hand; a retry waits a minute, which a test cuts short. */
const MANUAL = { NOTICE_POLL_MS: '600000', NOTICE_RETRY_MS: '60000', NOTICE_MAX_ATTEMPTS: '5' };

const daily = (overrides: Record<string, unknown> = {}) => ({
  ...NEW_SCHEDULED_REPORT,
  recipients: ['principal@school.test'],
  language: 'en',
  ...overrides,
});

/** The rows of the first sheet of an XLSX, header first, each cell as text. */
async function sheetRows(content: Buffer): Promise<string[][]> {
  const book = new Workbook();
  await book.xlsx.load(content);
  const rows: string[][] = [];
  book.worksheets[0]!.eachRow((row) => {
    rows.push((row.values as CellValue[]).slice(1).map((v) => (v === null ? '' : String(v))));
  });
  return rows;
}

describe.each(DATABASES)('scheduled reports on %s', (kind) => {
  let t: TestApp;
  let admin: Agent;
  const mail = new MailCatcher();
  const ids = {} as Record<'school1' | 'school2' | 'bus' | 'driver', string>;

  async function create(path: string, body: unknown): Promise<string> {
    const response = await admin.call('POST', `/api/v1/${path}`, { body });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id as string;
  }

  async function trip(name: string, schoolId: string, date: string) {
    await t.app.db.insert(trips).values({
      name,
      direction: 'to_school',
      schoolId,
      busId: ids.bus,
      driverId: ids.driver,
      date,
      departureTime: '06:20',
      arrivalTime: '06:50',
      status: 'completed',
    });
  }

  /** Another API process on the same database: a second replica, or the same one after a restart. */
  async function anotherProcess(): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
    if (kind === 'pglite') return { app: t.app, close: async () => {} };
    const app = await buildApp(
      loadConfig({
        SEED: 'none',
        ...TEST_ADMIN,
        LOG_LEVEL: 'silent',
        ...MANUAL,
        DATABASE_URL: t.app.config.DATABASE_URL!,
      }),
    );
    return { app, close: () => app.close() };
  }

  const sendsOf = async (reportId: string) =>
    t.app.db.select().from(scheduledReportSends).where(eq(scheduledReportSends.reportId, reportId));
  const mailsOf = (sendId: string) =>
    t.app.db
      .select()
      .from(notices)
      .where(eq(notices.eventKey, `scheduled-report:${sendId}`));

  beforeAll(async () => {
    await mail.start();
    t = await startTestApp(kind, { ...MANUAL, SMTP_URL: mail.url, SMTP_FROM: 'Rihla <reports@rihla.test>' });
    admin = await sessionOf(t.app);
    ids.school1 = await create('schools', schoolInput({ nameEn: 'North Boys School' }));
    ids.school2 = await create('schools', schoolInput({ nameEn: 'South Girls School' }));
    ids.bus = await create('buses', busInput());
    ids.driver = await create('drivers', driverInput());
    // Thursday 5 March 2026 and the weekend after it: no trips on Friday and Saturday.
    await trip('North morning run', ids.school1, '2026-03-05');
    await trip('North second run', ids.school1, '2026-03-05');
    await trip('South morning run', ids.school2, '2026-03-05');
    await trip('North last week', ids.school1, '2026-02-26');
  });
  afterAll(async () => {
    await t?.close();
    await mail.stop();
  });

  it('keeps the schedule as cron and finds the next slot on the company clock, across a DST change', async () => {
    // Monday 7 December 2026, 08:00 in Riyadh (UTC+3 all year).
    const now = new Date('2026-12-07T05:00:00Z');
    const at = async (input: Record<string, unknown>) => {
      const report = await createScheduledReport(t.app.db, daily(input) as never, now);
      return { cron: report.cron, next: report.nextRunAt, zone: report.timeZone };
    };
    expect(await at({})).toEqual({
      cron: '0 7 * * *',
      next: '2026-12-08T04:00:00.000Z',
      zone: 'Asia/Riyadh',
    });
    expect(await at({ time: '09:30' })).toMatchObject({ next: '2026-12-07T06:30:00.000Z' });
    expect(await at({ frequency: 'weekly', weekday: 0, time: '06:30' })).toMatchObject({
      cron: '30 6 * * 0',
      next: '2026-12-13T03:30:00.000Z',
    });
    expect(await at({ frequency: 'monthly', dayOfMonth: 1 })).toMatchObject({
      cron: '0 7 1 * *',
      next: '2027-01-01T04:00:00.000Z',
    });
    // A company in Berlin: 07:00 is 06:00Z before the clocks go forward on 29 March, 05:00Z after.
    await t.app.db.update(company).set({ timeZone: 'Europe/Berlin' });
    try {
      const report = await createScheduledReport(
        t.app.db,
        daily() as never,
        new Date('2027-03-27T12:00:00Z'),
      );
      expect(report).toMatchObject({ timeZone: 'Europe/Berlin', nextRunAt: '2027-03-28T05:00:00.000Z' });
      const earlier = await createScheduledReport(
        t.app.db,
        daily() as never,
        new Date('2027-03-26T12:00:00Z'),
      );
      expect(earlier.nextRunAt).toBe('2027-03-27T06:00:00.000Z');
    } finally {
      await t.app.db.update(company).set({ timeZone: 'Asia/Riyadh' });
      await t.app.db.delete(scheduledReports);
    }
  });

  it('refuses a schedule without a recipient, with a bad address or a bad time, in both languages', async () => {
    const post = (body: unknown, headers = en) =>
      admin.call('POST', '/api/v1/scheduled-reports', { body, headers });
    const none = await post(daily({ recipients: [] }));
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual([
      expect.objectContaining({
        path: 'recipients',
        message: 'Add at least one e-mail address to send the report to',
      }),
    ]);
    const arabic = await post(daily({ recipients: [] }), ar);
    expect(arabic.json().errors[0].message).toBe('أضف بريدًا إلكترونيًا واحدًا على الأقل يُرسل إليه التقرير');
    const badAddress = await post(daily({ recipients: ['principal@school.test', 'not an address'] }));
    expect(badAddress.json().errors).toEqual([
      expect.objectContaining({ path: 'recipients.1', message: 'Enter a valid email address' }),
    ]);
    const badTime = await post(daily({ time: '25:00' }));
    expect(badTime.json().errors).toEqual([
      expect.objectContaining({ path: 'time', message: 'Enter the time as hours:minutes, e.g. 06:45' }),
    ]);
    const noWeekday = await post(daily({ frequency: 'weekly' }));
    expect(noWeekday.json().errors[0]).toMatchObject({
      path: 'weekday',
      message: 'Choose the weekday the report is sent on',
    });
    const unknownSchool = await post(daily({ schoolId: '7d4cf6f5-3f55-4b7e-9a57-6b4b1a1e8a11' }));
    expect(unknownSchool.statusCode).toBe(400);
    expect(unknownSchool.json().errors[0].path).toBe('schoolId');
    expect((await admin.call('GET', '/api/v1/scheduled-reports')).json()).toEqual([]);
  });

  it("e-mails a school's daily report once when two replicas sweep at once and after a restart, holding that school's rows only", async () => {
    const created = await admin.call('POST', '/api/v1/scheduled-reports', {
      body: daily({ schoolId: ids.school1, recipients: ['Principal@North.test', 'deputy@north.test'] }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const report = created.json() as ScheduledReport;
    expect(report.recipients).toEqual(['principal@north.test', 'deputy@north.test']);
    // Sunday 8 March 2026, the 07:00 slot (04:00Z) has just come.
    await t.app.db
      .update(scheduledReports)
      .set({ nextRunAt: new Date('2026-03-08T04:00:00Z') })
      .where(eq(scheduledReports.id, report.id));
    const now = new Date('2026-03-08T04:00:20Z');

    const replica = await anotherProcess();
    try {
      const [a, b] = await Promise.all([
        sweepScheduledReports(t.app.db, now),
        sweepScheduledReports(replica.app.db, now),
      ]);
      expect(a + b).toBe(1);
    } finally {
      await replica.close();
    }
    const restarted = await anotherProcess();
    try {
      expect(await sweepScheduledReports(restarted.app.db, now)).toBe(0);
      expect(await sweepScheduledReports(restarted.app.db, new Date('2026-03-08T09:00:00Z'))).toBe(0);
    } finally {
      await restarted.close();
    }

    const [send, ...more] = await sendsOf(report.id);
    expect(more).toEqual([]);
    // Sunday's report is Thursday's: Friday and Saturday had no trips.
    expect(send).toMatchObject({ slotAt: new Date('2026-03-08T04:00:00Z'), periodFrom: '2026-03-05' });
    expect(send!.periodTo).toBe('2026-03-05');
    const [stored] = await t.app.db.select().from(scheduledReports).where(eq(scheduledReports.id, report.id));
    expect(stored!.nextRunAt).toEqual(new Date('2026-03-09T04:00:00Z'));

    expect(await t.app.deliverNotices()).toBe(2);
    const received = mail.to('principal@north.test');
    expect(received).toHaveLength(1);
    const message = received[0] as ParsedMail;
    expect(message.subject).toBe('Ridership and on-time — North Boys School report: 2026-03-05');
    const [file] = message.attachments;
    expect(file!.filename).toBe('ridership-2026-03-05.xlsx');
    const rows = await sheetRows(file!.content);
    expect(rows[0]).toContain('School');
    const schoolColumn = rows[0]!.indexOf('School');
    const nameColumn = rows[0]!.indexOf('Trip name');
    expect(
      rows
        .slice(1)
        .map((row) => row[nameColumn])
        .sort(),
    ).toEqual(['North morning run', 'North second run']);
    expect(new Set(rows.slice(1).map((row) => row[schoolColumn]))).toEqual(new Set(['North Boys School']));

    const log = (
      await admin.call('GET', `/api/v1/scheduled-reports/sends?reportId=${report.id}`)
    ).json() as ReportSend[];
    expect(log).toHaveLength(1);
    expect(log[0]!.deliveries.map((d) => [d.address, d.status])).toEqual([
      ['deputy@north.test', 'sent'],
      ['principal@north.test', 'sent'],
    ]);
  });

  it('sends a missed slot once, late, for the latest slot, when the API was away for days', async () => {
    const report = (
      await admin.call('POST', '/api/v1/scheduled-reports', {
        body: daily({ recipients: ['ops@rihla.test'], time: '06:00' }),
      })
    ).json() as ScheduledReport;
    // The slot of Monday 2 March was the last one seen; the API is back on Sunday 8 March at 10:00.
    await t.app.db
      .update(scheduledReports)
      .set({ nextRunAt: new Date('2026-03-02T03:00:00Z') })
      .where(eq(scheduledReports.id, report.id));
    expect(await sweepScheduledReports(t.app.db, new Date('2026-03-08T07:00:00Z'))).toBe(1);
    expect(await sweepScheduledReports(t.app.db, new Date('2026-03-08T07:01:00Z'))).toBe(0);
    const sends = await sendsOf(report.id);
    expect(sends.map((s) => s.slotAt)).toEqual([new Date('2026-03-08T03:00:00Z')]);
    const [stored] = await t.app.db.select().from(scheduledReports).where(eq(scheduledReports.id, report.id));
    expect(stored!.nextRunAt).toEqual(new Date('2026-03-09T03:00:00Z'));
    expect(await mailsOf(sends[0]!.id)).toHaveLength(1);
  });

  it('keeps the report waiting while the mail server is away, and sends it once when it is back', async () => {
    const report = (
      await admin.call('POST', '/api/v1/scheduled-reports', {
        body: daily({ kind: 'ageing', format: 'pdf', recipients: ['finance@rihla.test'], language: 'ar' }),
      })
    ).json() as ScheduledReport;
    await mail.stop();
    const sent = await admin.call('POST', `/api/v1/scheduled-reports/${report.id}/send`);
    expect(sent.statusCode, sent.body).toBe(201);
    const send = sent.json() as ReportSend;
    expect(send.deliveries).toEqual([
      expect.objectContaining({ address: 'finance@rihla.test', status: 'pending' }),
    ]);
    await t.app.deliverNotices();
    const [waiting] = await mailsOf(send.id);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect(waiting!.lastError).not.toBeNull();
    expect(mail.to('finance@rihla.test')).toEqual([]);

    await mail.start();
    await t.app.db.update(notices).set({ nextAttemptAt: sql`now()` }).where(eq(notices.id, waiting!.id));
    await t.app.deliverNotices();
    await t.app.deliverNotices();
    const [message, ...again] = mail.to('finance@rihla.test');
    expect(again).toEqual([]);
    expect(message!.subject).toContain('أعمار الذمم');
    expect(message!.attachments[0]!.contentType).toBe('application/pdf');
    expect(message!.attachments[0]!.content.subarray(0, 5).toString()).toBe('%PDF-');
    const log = (await admin.call('GET', `/api/v1/scheduled-reports/sends?reportId=${report.id}`)).json();
    expect(log[0].deliveries[0]).toMatchObject({ status: 'sent', lastError: null });
  });
});

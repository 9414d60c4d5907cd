import { TRIP_HISTORY_DAYS } from '@rihla/shared/contracts/overview';
import { serviceOverdueOn, serviceStateOn } from '@rihla/shared/contracts/road-safety';
import { addDays, todayIn } from '@rihla/shared/format/today';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { loadConfig } from '../config/env';
import { openDatabase } from '../db/client';
import type { Database } from '../db/types';
import { instantAt, type OperatorsClock, operatorsClockAt } from '../lib/operators-clock';
import { rowsOf } from '../lib/raw-rows';
import { serviceColumns, serviceDueOf } from '../modules/bus-maintenance/bus-service-state';
import { buses } from '../modules/buses/buses.table';
import { tellOverdueInvoices } from '../modules/invoices/invoice-notices';
import { tripsByDay } from '../modules/overview/overview.service';
import { freshPglite } from '../test/test-app';
import { seed } from './index';
import { MOVING_RUNS } from './trips';

const silent = { info: () => {}, warn: () => {} } as unknown as FastifyBaseLogger;

/** A fresh migrated database seeded as if the demo started at `time` today on the operators' clock. */
async function demoStartedAt(time: string, env: Record<string, string> = {}) {
  const config = loadConfig({ ADMIN_EMAIL: 'admin@rihla.test', ADMIN_PASSWORD: 'admin-password-1', ...env });
  const today = todayIn(config.TIME_ZONE);
  const clock = operatorsClockAt(config.TIME_ZONE, instantAt(today, time, config.TIME_ZONE));
  const handle = await openDatabase({ pglite: await freshPglite() });
  await seed(handle, config, silent, clock);
  return { db: handle.db, clock, close: () => handle.close() };
}

async function query<T>(db: Database, statement: ReturnType<typeof sql>) {
  return rowsOf<T>(await db.execute(statement));
}

const minuteOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Today's runs: what the board shows at the demo's start. */
async function todaysRuns(db: Database, clock: OperatorsClock) {
  return query<{ id: string; status: string; departure_time: string; arrival_time: string }>(
    db,
    sql`select id, status, departure_time, arrival_time from trips where date = ${clock.today}`,
  );
}

describe.each(['07:03', '02:10', '00:00', '23:50'])('the demo started at %s', (time) => {
  let demo: Awaited<ReturnType<typeof demoStartedAt>>;
  beforeAll(async () => {
    demo = await demoStartedAt(time);
  });
  afterAll(() => demo.close());

  it("gives today's runs the status the clock says, with buses on the road", async () => {
    const now = minuteOf(time);
    const runs = await todaysRuns(demo.db, demo.clock);
    expect(runs.length).toBeGreaterThan(0);
    for (const run of runs.filter((r) => r.status !== 'disrupted')) {
      const expected =
        minuteOf(run.arrival_time) <= now
          ? 'completed'
          : minuteOf(run.departure_time) <= now
            ? 'in_progress'
            : 'scheduled';
      expect({ run: run.departure_time, status: run.status }).toEqual({
        run: run.departure_time,
        status: expected,
      });
    }
    expect(runs.filter((r) => r.status === 'in_progress').length).toBeGreaterThanOrEqual(MOVING_RUNS - 1);
    // The one run held up in traffic is still on the road, with its disruption open.
    const disrupted = runs.filter((r) => r.status === 'disrupted');
    expect(disrupted).toHaveLength(1);
    expect(minuteOf(disrupted[0]!.departure_time)).toBeLessThanOrEqual(now);
    expect(minuteOf(disrupted[0]!.arrival_time)).toBeGreaterThan(now);
  });

  it('gives every bus a service interval and a last service: none overdue by the planner’s horizon, one due soon', async () => {
    const rows = await demo.db.select({ bus: buses, ...serviceColumns }).from(buses);
    const states = rows.map((row) => serviceStateOn(serviceDueOf(row), demo.clock.today));
    expect(rows.every(({ bus }) => bus.serviceIntervalKm && bus.serviceIntervalMonths)).toBe(true);
    expect(states.filter((state) => state === 'dueSoon')).toHaveLength(1);
    expect(states.filter((state) => state === 'ok')).toHaveLength(rows.length - 1);
    // The e2e planner plans 55 days ahead: every bus may still go out then.
    const horizon = addDays(demo.clock.today, 90);
    expect(rows.filter((row) => serviceOverdueOn(serviceDueOf(row), horizon))).toEqual([]);
  });

  it('writes no timeline entry or scan after the moment the demo started', async () => {
    const [late] = await query<{ events: number; scans: number }>(
      demo.db,
      sql`select (select count(*)::int from trip_events where at > ${demo.clock.now.toISOString()}::timestamptz) as events,
                 (select count(*)::int from rider_scans where at > ${demo.clock.now.toISOString()}::timestamptz) as scans`,
    );
    expect(late).toEqual({ events: 0, scans: 0 });
    // Every run under way has started and not finished; every finished run has started and finished.
    const [timelines] = await query<{ moving_unstarted: number; done_unfinished: number }>(
      demo.db,
      sql`select
            count(*) filter (where t.status = 'in_progress' and not exists (select 1 from trip_events e
              where e.trip_id = t.id and e.to_status = 'in_progress'))::int as moving_unstarted,
            count(*) filter (where t.status = 'completed' and not exists (select 1 from trip_events e
              where e.trip_id = t.id and e.to_status = 'completed'))::int as done_unfinished
          from trips t`,
    );
    expect(timelines).toEqual({ moving_unstarted: 0, done_unfinished: 0 });
  });

  it('fills every bar of the 14-day chart with a month of finished runs whose riders were scanned', async () => {
    const { days } = await tripsByDay(demo.db, demo.clock.today);
    expect(days).toHaveLength(TRIP_HISTORY_DAYS);
    for (const day of days)
      expect({ date: day.date, some: day.total > 0 }).toEqual({ date: day.date, some: true });
    const [first] = await query<{ first: string }>(demo.db, sql`select min(date)::text as first from trips`);
    expect(first!.first).toBe(addDays(demo.clock.today, -30));
    // Each rider of a finished run was scanned on and off.
    const [scans] = await query<{ riders: number; on: number; off: number }>(
      demo.db,
      sql`select count(*)::int as riders,
                 count(*) filter (where exists (select 1 from rider_scans s where s.trip_id = r.trip_id
                   and s.student_id = r.student_id and s.kind = 'on'))::int as on,
                 count(*) filter (where exists (select 1 from rider_scans s where s.trip_id = r.trip_id
                   and s.student_id = r.student_id and s.kind = 'off'))::int as off
          from trip_students r join trips t on t.id = r.trip_id where t.status = 'completed'`,
    );
    expect(scans!.riders).toBeGreaterThan(1_000);
    expect(scans).toEqual({ riders: scans!.riders, on: scans!.riders, off: scans!.riders });
  });

  it('keeps the books of the month: settlements in each state, invoices, payments and arrears', async () => {
    const settlements = await query<{ status: string }>(
      demo.db,
      sql`select distinct status from settlements order by status`,
    );
    expect(settlements.map((s) => s.status)).toEqual(['approved', 'draft', 'paid']);
    const [books] = await query<{
      invoices: number;
      payments: number;
      overdue: number;
      owed: number;
      balances: number;
      future: number;
      untaxed: number;
      undocumented: number;
      creditNotes: number;
    }>(
      demo.db,
      sql`select (select count(*)::int from invoices) as invoices,
                 (select count(*)::int from payments) as payments,
                 (select count(*)::int from invoices where paid_halalas < amount_halalas
                    and due_date < ${addDays(demo.clock.today, -30)}::date) as overdue,
                 (select coalesce(sum(amount_halalas - paid_halalas), 0)::int from invoices) as owed,
                 (select coalesce(sum(balance_halalas), 0)::int from parents) as balances,
                 (select count(*)::int from payments where received_on > ${demo.clock.today}::date) as future,
                 (select count(*)::int from invoices where vat_category <> 'standard' or vat_halalas = 0) as untaxed,
                 (select count(*)::int from invoices i where not exists (
                    select 1 from zatca_documents d where d.invoice_id = i.id and d.kind = 'invoice')) as undocumented,
                 (select count(*)::int from zatca_documents d join payments p on p.id = d.payment_id
                    where d.kind = 'credit_note' and p.kind = 'refund') as "creditNotes"`,
    );
    expect(books!.invoices).toBeGreaterThan(0);
    expect(books!.payments).toBeGreaterThan(0);
    expect(books!.overdue).toBeGreaterThan(0);
    expect(books!.future).toBe(0);
    // The demo company is VAT-registered: every invoice carries the standard rate's VAT.
    expect(books!.untaxed).toBe(0);
    // Each invoice was issued as a ZATCA document, and the one refund as a credit note.
    expect(books!.undocumented).toBe(0);
    expect(books!.creditNotes).toBe(1);
    // What families owe on their invoices is what their balances say.
    expect(books!.balances).toBe(books!.owed);
  });

  it("lists the families' notices, arrears included, and sends none of them (the families are made up)", async () => {
    const statuses = await query<{ status: string; event: string; n: number }>(
      demo.db,
      sql`select status, event, count(*)::int as n from notices group by status, event order by status, event`,
    );
    expect(new Set(statuses.map((s) => s.status))).toEqual(new Set(['unsent']));
    const events = statuses.map((s) => s.event);
    expect(events).toContain('invoice-issued');
    expect(events).toContain('invoice-overdue');
    // The server's first housekeeping sweep has no arrears left to tell.
    expect(await tellOverdueInvoices(demo.db, demo.clock.today)).toBe(0);
  });

  it('names every driver and attendant in both languages, the English name in Latin letters only', async () => {
    const people = await query<{ full_name: string; full_name_en: string | null }>(
      demo.db,
      sql`select full_name, full_name_en from drivers`,
    );
    expect(people.length).toBeGreaterThan(0);
    for (const person of people) {
      expect(person.full_name).toMatch(/^[\u0600-\u06FF ]+$/);
      expect(person.full_name_en).toMatch(/^[A-Za-z' -]+$/);
    }
  });

  it('has resolved and open disruptions and alerts', async () => {
    const disruptions = await query<{ status: string; n: number }>(
      demo.db,
      sql`select status, count(*)::int as n from disruptions group by status order by status`,
    );
    expect(disruptions.map((d) => d.status)).toEqual(['open', 'resolved']);
    const alerts = await query<{ status: string }>(
      demo.db,
      sql`select distinct status from monitor_alerts order by status`,
    );
    expect(alerts.map((a) => a.status)).toEqual(['acknowledged', 'open', 'resolved']);
    const [actors] = await query<{ named: number }>(
      demo.db,
      sql`select (select count(*)::int from audit_log where actor_name = 'seed')
               + (select count(*)::int from trip_events where actor_name = 'seed') as named`,
    );
    expect(actors!.named).toBe(0);
  });
});

it("keeps every status on the clock in the day's last minute, when no run can still arrive today", async () => {
  const demo = await demoStartedAt('23:59');
  try {
    const runs = await todaysRuns(demo.db, demo.clock);
    expect(runs.length).toBeGreaterThan(0);
    // A run does not cross midnight: one arriving at 23:59 has arrived, none shows under way.
    expect(runs.filter((r) => r.status !== 'completed' && r.status !== 'cancelled')).toEqual([]);
  } finally {
    await demo.close();
  }
  // A whole demo seeded inside the test, its months of invoices issued and signed: a hook's time.
}, 180_000);

it('leaves an empty install with SEED=none', async () => {
  const demo = await demoStartedAt('07:03', { SEED: 'none' });
  try {
    const [counts] = await query<{ trips: number; invoices: number; operators: number }>(
      demo.db,
      sql`select (select count(*)::int from trips) as trips, (select count(*)::int from invoices) as invoices,
                 (select count(*)::int from operators) as operators`,
    );
    expect(counts).toEqual({ trips: 0, invoices: 0, operators: 1 });
  } finally {
    await demo.close();
  }
});

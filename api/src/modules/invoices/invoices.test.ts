import type { Invoice } from '@rihla/shared/contracts/invoices';
import { eq, inArray } from 'drizzle-orm';
import { type Agent, sessionAs, sessionOf } from '../../test/agent';
import { type BilledFamilies, billedFamilies } from '../../test/billed-families';
import { DATABASES } from '../../test/databases';
import { startTestApp, type TestApp } from '../../test/test-app';
import { parents } from '../parents/parents.table';
import { calendarPeriods } from '../school-calendar/school-calendar.table';

const en = { 'accept-language': 'en' };

describe.each(DATABASES)('invoices on %s', (kind) => {
  let t: TestApp;
  let admin: Agent;
  let books: BilledFamilies;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await sessionOf(t.app);
    books = await billedFamilies(t.app, admin);
  });
  afterAll(() => t?.close());

  it('invoices a month once: a second run creates nothing; a term is invoiced every fourth month', async () => {
    const parentId = await books.family(books.termId, [150_000], '2026-09-10');
    const first = await admin.call('POST', '/api/v1/invoice-runs', { body: { month: '2026-09' } });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ created: 1, totalHalalas: 150_000 });
    expect(
      (await admin.call('POST', '/api/v1/invoice-runs', { body: { month: '2026-09' } })).json(),
    ).toMatchObject({
      created: 0,
      totalHalalas: 0,
    });
    expect(
      (await admin.call('POST', '/api/v1/invoice-runs', { body: { month: '2026-10' } })).json().created,
    ).toBe(0);
    expect(
      (await admin.call('POST', '/api/v1/invoice-runs', { body: { month: '2027-01' } })).json().created,
    ).toBe(1);
    const list = (await admin.call('GET', `/api/v1/invoices?parentId=${parentId}&sort=dueDate:asc`)).json();
    expect(list.items.map((i: { month: string; dueDate: string }) => [i.month, i.dueDate])).toEqual([
      ['2026-09', '2026-09-10'],
      ['2027-01', '2027-01-01'],
    ]);
    const [parent] = await t.app.db.select().from(parents).where(eq(parents.id, parentId));
    expect(parent!.balanceHalalas).toBe(300_000);
    const bad = await admin.call('POST', '/api/v1/invoice-runs', { body: { month: '2026-13' }, headers: en });
    expect(bad.json().errors).toMatchObject([{ path: 'month', code: 'finance.month' }]);

    const csv = await admin.call('GET', `/api/v1/invoices/export.csv?parentId=${parentId}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="invoices.csv"');
    expect(csv.body.trimEnd().split('\r\n')).toHaveLength(3);
  });

  it('invoices a year in 10 instalments as 10 monthly invoices adding up to the price, the sibling discount on each', async () => {
    // Two children: the second pays 4 320 riyals a year (10 % sibling discount off 4 800).
    const parentId = await books.family(books.yearInTenId, [480_000, 432_000], '2028-09-01', 10);
    const months = Array.from(
      { length: 12 },
      (_, k) => `${2028 + Math.floor((8 + k) / 12)}-${String(((8 + k) % 12) + 1).padStart(2, '0')}`,
    );
    for (const month of months) {
      const run = await admin.call('POST', '/api/v1/invoice-runs', { body: { month } });
      expect(run.statusCode, run.body).toBe(200);
    }
    const list = (
      await admin.call('GET', `/api/v1/invoices?parentId=${parentId}&sort=dueDate:asc&pageSize=100`)
    ).json();
    type Line = Invoice & { studentName: string };
    const full = list.items.filter((i: Line) => i.discountPercent === 0);
    const sibling = list.items.filter((i: Line) => i.discountPercent === 10);
    expect(full).toHaveLength(10);
    expect(sibling).toHaveLength(10);
    expect(full.map((i: Line) => i.month)).toEqual(months.slice(0, 10));
    expect(full.map((i: Line) => `${i.instalment}/${i.instalments}`)).toEqual(
      Array.from({ length: 10 }, (_, k) => `${k + 1}/10`),
    );
    expect(full.reduce((sum: number, i: Line) => sum + i.amountHalalas, 0)).toBe(480_000);
    expect(sibling.reduce((sum: number, i: Line) => sum + i.amountHalalas, 0)).toBe(432_000);
    expect(sibling[0]).toMatchObject({ amountHalalas: 43_200, discountPercent: 10, discountHalalas: 4_800 });
    expect(full[0]).toMatchObject({ amountHalalas: 48_000, discountHalalas: 0 });
  });

  it('previews a run (count and total) without invoicing anything', async () => {
    const parentId = await books.family(books.monthlyId, [45_000, 40_500], '2029-03-05');
    const preview = await admin.call('GET', '/api/v1/invoice-runs/preview?month=2029-03');
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({ month: '2029-03', created: 2, totalHalalas: 85_500 });
    const before = (await admin.call('GET', `/api/v1/invoices?parentId=${parentId}`)).json();
    expect(before.total).toBe(0);
    expect(
      (await admin.call('POST', '/api/v1/invoice-runs', { body: { month: '2029-03' } })).json(),
    ).toMatchObject(preview.json());
    expect((await admin.call('GET', '/api/v1/invoice-runs/preview?month=2029-03')).json()).toMatchObject({
      created: 0,
      totalHalalas: 0,
    });
    const viewer = await sessionAs(admin.app, 'viewer');
    expect((await viewer.call('GET', '/api/v1/invoice-runs/preview?month=2029-03')).statusCode).toBe(403);
  });

  it('lets a viewer read the invoices but not run them', async () => {
    const viewer = await sessionAs(admin.app, 'viewer');
    expect((await viewer.call('GET', '/api/v1/invoices')).statusCode).toBe(200);
    expect(
      (await viewer.call('POST', '/api/v1/invoice-runs', { body: { month: '2026-01' } })).statusCode,
    ).toBe(403);
  });

  it('bills a monthly package only for months with a school day; a holiday-cut month in full; terms as before', async () => {
    const monthly = await books.family(books.monthlyId, [45_000], '2031-06-01');
    const term = await books.family(books.termId, [150_000], '2031-07-01');
    const months = async (parentId: string) =>
      (await admin.call('GET', `/api/v1/invoices?parentId=${parentId}&sort=dueDate:asc`))
        .json()
        .items.map((i: { month: string; amountHalalas: number }) => [i.month, i.amountHalalas]);
    const run = (month: string) => admin.call('POST', '/api/v1/invoice-runs', { body: { month } });
    // No calendar entered: every month is billed, as before the calendar existed.
    await run('2031-06');
    // The calendar: a summer between two terms, the second term's first week a holiday.
    const periods = await t.app.db
      .insert(calendarPeriods)
      .values([
        {
          kind: 'term',
          nameAr: 'الفصل الثالث',
          nameEn: 'Term 3',
          startDate: '2031-01-05',
          endDate: '2031-06-20',
        },
        {
          kind: 'term',
          nameAr: 'الفصل الأول',
          nameEn: 'Term 1',
          startDate: '2031-08-24',
          endDate: '2031-12-20',
        },
        { kind: 'holiday', nameAr: 'إجازة', nameEn: 'Break', startDate: '2031-08-24', endDate: '2031-08-31' },
        {
          kind: 'holiday',
          nameAr: 'إجازة قصيرة',
          nameEn: 'Short break',
          startDate: '2031-09-21',
          endDate: '2031-09-25',
        },
      ])
      .returning({ id: calendarPeriods.id });
    try {
      for (const month of ['2031-07', '2031-08', '2031-09']) expect((await run(month)).statusCode).toBe(200);
      // July is outside both terms and August's term days are all a holiday: no monthly bill; September,
      // cut by a break, is billed in full.
      expect(await months(monthly)).toEqual([
        ['2031-06', 45_000],
        ['2031-09', 45_000],
      ]);
      // A term package's price is spread by its instalments whatever the holidays: billed in July.
      expect(await months(term)).toEqual([['2031-07', 150_000]]);
    } finally {
      await t.app.db.delete(calendarPeriods).where(
        inArray(
          calendarPeriods.id,
          periods.map((p) => p.id),
        ),
      );
    }
  });
});

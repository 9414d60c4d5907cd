import { eq, sql } from 'drizzle-orm';
import { createRandom } from '../../seed/prng';
import { type Agent, sessionOf } from '../../test/agent';
import { type BilledFamilies, billedFamilies } from '../../test/billed-families';
import { DATABASES } from '../../test/databases';
import { startTestApp, type TestApp } from '../../test/test-app';
import { invoices } from '../invoices/invoices.table';
import { parents } from '../parents/parents.table';
import { payments } from '../payments/payments.table';

const en = { 'accept-language': 'en' };

describe.each(DATABASES)('balances, ageing and the monthly series on %s', (kind) => {
  let t: TestApp;
  let admin: Agent;
  let books: BilledFamilies;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await sessionOf(t.app);
    books = await billedFamilies(t.app, admin);
  });
  afterAll(() => t?.close());

  const refunded = new Set<string>();
  /**
   * Gives part of what was paid on an invoice back, in cash, once per invoice: a refund is a credit
   * note, and an invoice's notes never credit more than it charged.
   */
  async function refund(invoiceId: string, amountHalalas: number, receivedOn: string) {
    if (refunded.has(invoiceId)) return;
    refunded.add(invoiceId);
    const response = await admin.call('POST', '/api/v1/payments', {
      body: { invoiceId, kind: 'refund', method: 'cash', amountHalalas, receivedOn },
    });
    expect(response.statusCode, response.body).toBe(201);
  }

  it('keeps every balance equal to its invoices minus payments, with generated families and payments', async () => {
    const random = createRandom(7);
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) {
      const prices = Array.from({ length: random.int(1, 3) }, () => random.int(100, 90_000));
      ids.push(await books.family(books.monthlyId, prices, '2026-03-01'));
    }
    for (const month of ['2026-03', '2026-04', '2026-05']) {
      expect((await admin.call('POST', '/api/v1/invoice-runs', { body: { month } })).statusCode).toBe(200);
    }
    const open = await t.app.db.select().from(invoices).where(sql`${invoices.parentId} in ${ids}`);
    for (const invoice of open) {
      if (random.next() < 0.3) continue;
      const amount = random.int(1, invoice.amountHalalas);
      const method = random.pick(['cash', 'bank_transfer', 'card'] as const);
      const paid = await admin.call('POST', '/api/v1/payments', {
        body: {
          invoiceId: invoice.id,
          method,
          reference: method === 'cash' ? '' : `REF-${invoice.number}`,
          amountHalalas: amount,
          receivedOn: '2026-05-10',
        },
      });
      expect(paid.statusCode, paid.body).toBe(201);
      if (random.next() < 0.3) await refund(invoice.id, random.int(1, amount), '2026-05-12');
    }
    for (const parentId of ids) {
      const [invoiced] = await t.app.db
        .select({ total: sql<string>`coalesce(sum(${invoices.amountHalalas}), 0)` })
        .from(invoices)
        .where(eq(invoices.parentId, parentId));
      const [paid] = await t.app.db
        .select({
          total: sql<string>`coalesce(sum(case when ${payments.kind} = 'payment' then ${payments.amountHalalas} else -${payments.amountHalalas} end), 0)`,
        })
        .from(payments)
        .where(eq(payments.parentId, parentId));
      const [parent] = await t.app.db.select().from(parents).where(eq(parents.id, parentId));
      expect(parent!.balanceHalalas).toBe(Number(invoiced!.total) - Number(paid!.total));
    }
    const balances = (await admin.call('GET', '/api/v1/finance/balances?pageSize=100')).json();
    for (const row of balances.items) expect(row.balanceHalalas).toBe(row.invoicedHalalas - row.paidHalalas);
    const ageing = (await admin.call('GET', '/api/v1/finance/ageing?asOf=2026-06-15')).json();
    const [owed] = await t.app.db
      .select({ total: sql<string>`sum(${parents.balanceHalalas})` })
      .from(parents);
    expect(ageing.totalHalalas).toBe(Number(owed!.total));
  });

  it('agrees three ways on what families owe: the overview, the sum of parent balances, the ageing total', async () => {
    const random = createRandom(20);
    // Monthly, term and instalment families (instalments fall due after the run), sibling discounts.
    for (let i = 0; i < 9; i++) {
      const packageId = random.pick([books.monthlyId, books.termId, books.yearInTenId]);
      const prices = Array.from({ length: random.int(1, 3) }, () => random.int(100, 480_000));
      await books.family(packageId, prices, random.pick(['2026-01-01', '2026-03-01']), random.int(0, 20));
    }
    for (const month of ['2026-01', '2026-06']) {
      expect((await admin.call('POST', '/api/v1/invoice-runs', { body: { month } })).statusCode).toBe(200);
    }
    // Pay some invoices in full, some in part, refund part of a few.
    const open = await t.app.db
      .select()
      .from(invoices)
      .where(sql`${invoices.paidHalalas} < ${invoices.amountHalalas}`);
    for (const invoice of open) {
      if (random.next() < 0.25) continue;
      const owed = invoice.amountHalalas - invoice.paidHalalas;
      const amount = random.next() < 0.4 ? owed : random.int(1, owed);
      const paid = await admin.call('POST', '/api/v1/payments', {
        body: { invoiceId: invoice.id, method: 'cash', amountHalalas: amount, receivedOn: '2026-06-02' },
      });
      expect(paid.statusCode, paid.body).toBe(201);
      if (random.next() < 0.2) await refund(invoice.id, random.int(1, amount), '2026-06-03');
    }

    let balances = 0;
    for (let page = 1; ; page++) {
      const list = (await admin.call('GET', `/api/v1/parents?pageSize=100&page=${page}`)).json();
      for (const parent of list.items as { balanceHalalas: number }[]) balances += parent.balanceHalalas;
      if (page * list.pageSize >= list.total) break;
    }
    const overview = (await admin.call('GET', '/api/v1/overview/finance-month')).json();
    const ageing = (await admin.call('GET', '/api/v1/finance/ageing')).json();
    expect(balances).toBeGreaterThan(0);
    expect({ overview: overview.receivablesHalalas, ageing: ageing.totalHalalas }).toEqual({
      overview: balances,
      ageing: balances,
    });
  });

  it('reports revenue against payouts by month and exports every report as CSV', async () => {
    const response = await admin.call('GET', '/api/v1/finance/monthly?from=2026-03&to=2026-05');
    expect(response.statusCode, response.body).toBe(200);
    const series = response.json();
    expect(series.months.map((m: { month: string }) => m.month)).toEqual(['2026-03', '2026-04', '2026-05']);
    expect(series.months[0].invoicedHalalas).toBeGreaterThan(0);
    expect(series.months[2].collectedHalalas).toBeGreaterThan(0);
    for (const [path, filename] of [
      ['finance/balances/export.csv', 'balances.csv'],
      ['finance/ageing/export.csv?asOf=2026-06-01', 'ageing.csv'],
      ['finance/monthly/export.csv?from=2026-01&to=2026-06', 'revenue-payouts.csv'],
    ] as const) {
      const csv = await admin.call('GET', `/api/v1/${path}`);
      expect(csv.statusCode, path).toBe(200);
      expect(csv.headers['content-type']).toContain('text/csv');
      expect(csv.headers['content-disposition']).toBe(`attachment; filename="${filename}"`);
    }
    const order = await admin.call('GET', '/api/v1/finance/monthly?from=2026-05&to=2026-03', { headers: en });
    expect(order.json().errors).toMatchObject([{ path: 'to', code: 'finance.periodOrder' }]);
  });
});

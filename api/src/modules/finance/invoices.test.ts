import { eq, sql } from 'drizzle-orm';
import { createRandom } from '../../db/seed/prng';
import { type Agent, signIn, signInAs } from '../../test/agent';
import { DATABASES } from '../../test/databases';
import { packageInput, schoolInput } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';
import { parents } from '../parents/parents.table';
import { students } from '../students/students.table';
import { subscriptions } from '../subscriptions/subscriptions.table';
import { invoices, payments } from './finance.table';

const en = { 'accept-language': 'en' };

describe.each(DATABASES)('invoices, payments and balances on %s', (kind) => {
  let t: TestApp;
  let admin: Agent;
  let schoolId: string;
  let monthly: { id: string };
  let term: { id: string };
  let parentSeq = 0;

  /** A parent with `prices.length` children, each on a package at that price, starting on `startDate`. */
  async function family(packageId: string, prices: number[], startDate: string) {
    parentSeq += 1;
    const [parent] = await t.app.db
      .insert(parents)
      .values({ name: `ولي أمر ${parentSeq}`, phone: `+9665${String(10_000_000 + parentSeq)}` })
      .returning();
    for (const [index, price] of prices.entries()) {
      const [student] = await t.app.db
        .insert(students)
        .values({
          nameAr: `طالب ${parentSeq}-${index}`,
          nameEn: `Student ${parentSeq}-${index}`,
          schoolId,
          grade: 2,
          parentId: parent!.id,
        })
        .returning();
      await t.app.db.insert(subscriptions).values({
        studentId: student!.id,
        parentId: parent!.id,
        packageId,
        priceHalalas: price,
        startDate,
      });
    }
    return parent!.id;
  }

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await signIn(t.app);
    schoolId = (await admin.call('POST', '/api/v1/schools', { body: schoolInput() })).json().id;
    monthly = (
      await admin.call('POST', '/api/v1/packages', {
        body: packageInput({ period: 'month', priceHalalas: 45_000 }),
      })
    ).json();
    term = (
      await admin.call('POST', '/api/v1/packages', {
        body: packageInput({ period: 'term', priceHalalas: 150_000 }),
      })
    ).json();
  });
  afterAll(() => t?.close());

  it('invoices a month once: a second run creates nothing; a term is invoiced every fourth month', async () => {
    const parentId = await family(term.id, [150_000], '2026-09-10');
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
  });

  it('keeps every balance equal to its invoices minus payments, with generated families and payments', async () => {
    const random = createRandom(7);
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) {
      const prices = Array.from({ length: random.int(1, 3) }, () => random.int(100, 90_000));
      ids.push(await family(monthly.id, prices, '2026-03-01'));
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
      if (random.next() < 0.3) {
        const refund = await admin.call('POST', '/api/v1/payments', {
          body: {
            invoiceId: invoice.id,
            kind: 'refund',
            method: 'cash',
            amountHalalas: random.int(1, amount),
            receivedOn: '2026-05-12',
          },
        });
        expect(refund.statusCode, refund.body).toBe(201);
      }
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

  it('refuses overpaying, refunding more than was paid and a transfer without its reference', async () => {
    const parentId = await family(monthly.id, [10_000], '2025-12-01');
    await admin.call('POST', '/api/v1/invoice-runs', { body: { month: '2025-12' } });
    const [invoice] = await t.app.db.select().from(invoices).where(eq(invoices.parentId, parentId));
    const pay = (body: object) =>
      admin.call('POST', '/api/v1/payments', {
        body: {
          invoiceId: invoice!.id,
          method: 'cash',
          amountHalalas: 1000,
          receivedOn: '2026-01-05',
          ...body,
        },
        headers: en,
      });
    const over = await pay({ amountHalalas: 10_001 });
    expect(over.statusCode).toBe(422);
    expect(over.json().errors).toMatchObject([{ path: 'amountHalalas', code: 'finance.overpayment' }]);
    expect((await pay({ kind: 'refund' })).json().code).toBe('finance.refundTooLarge');
    const noRef = await pay({ method: 'bank_transfer' });
    expect(noRef.json().errors).toMatchObject([
      {
        path: 'reference',
        code: 'finance.referenceRequired',
        message: 'Enter the transfer or card reference',
      },
    ]);
    expect((await pay({ amountHalalas: 10.5 })).json().errors[0].code).toBe('validation.integer');

    // Ageing moves when the invoice (due 2025-12-01) is paid: on 2026-03-15 it is 104 days past due.
    const before = (await admin.call('GET', '/api/v1/finance/ageing?asOf=2026-03-15')).json();
    expect((await pay({ amountHalalas: 4000 })).statusCode).toBe(201);
    const after = (await admin.call('GET', '/api/v1/finance/ageing?asOf=2026-03-15')).json();
    expect(before.buckets.d90_plus - after.buckets.d90_plus).toBe(4000);
    const payments = (await admin.call('GET', `/api/v1/payments?parentId=${parentId}`)).json();
    expect(payments.items).toMatchObject([
      { amountHalalas: 4000, method: 'cash', invoiceNumber: invoice!.number },
    ]);
  });

  it('reports revenue against payouts by month and exports every table as CSV', async () => {
    const response = await admin.call('GET', '/api/v1/finance/monthly?from=2026-03&to=2026-05');
    expect(response.statusCode, response.body).toBe(200);
    const series = response.json();
    expect(series.months.map((m: { month: string }) => m.month)).toEqual(['2026-03', '2026-04', '2026-05']);
    expect(series.months[0].invoicedHalalas).toBeGreaterThan(0);
    expect(series.months[2].collectedHalalas).toBeGreaterThan(0);
    for (const path of [
      'invoices/export.csv',
      'payments/export.csv',
      'settlements/export.csv',
      'finance/balances/export.csv',
      'finance/ageing/export.csv?asOf=2026-06-01',
      'finance/monthly/export.csv?from=2026-01&to=2026-06',
    ]) {
      const csv = await admin.call('GET', `/api/v1/${path}`);
      expect(csv.statusCode, path).toBe(200);
      expect(csv.headers['content-type']).toContain('text/csv');
    }
    const order = await admin.call('GET', '/api/v1/finance/monthly?from=2026-05&to=2026-03', { headers: en });
    expect(order.json().errors).toMatchObject([{ path: 'to', code: 'finance.periodOrder' }]);
  });

  it('lets finance record payments and a viewer only read', async () => {
    const viewer = await signInAs(admin, 'viewer');
    expect((await viewer.call('GET', '/api/v1/invoices')).statusCode).toBe(200);
    expect(
      (await viewer.call('POST', '/api/v1/invoice-runs', { body: { month: '2026-01' } })).statusCode,
    ).toBe(403);
  });
});

import type { Notice } from '@rihla/shared/contracts/notices';
import { eq } from 'drizzle-orm';
import { type Agent, sessionOf } from '../../test/agent';
import { type BilledFamilies, billedFamilies } from '../../test/billed-families';
import { DATABASES } from '../../test/databases';
import { startTestApp, type TestApp } from '../../test/test-app';
import { tellOverdueInvoices } from './invoice-notices';
import { invoices } from './invoices.table';

describe.each(DATABASES)('parents are told of invoices on %s', (kind) => {
  let t: TestApp;
  let admin: Agent;
  let books: BilledFamilies;

  beforeAll(async () => {
    t = await startTestApp(kind, { NOTICE_POLL_MS: '600000' });
    admin = await sessionOf(t.app);
    books = await billedFamilies(t.app, admin);
  });
  afterAll(() => t?.close());

  const noticesOf = async (parentId: string, event: string): Promise<Notice[]> =>
    (await admin.call('GET', `/api/v1/notices?parentId=${parentId}&event=${event}`)).json().items;

  it('tells each family of its new invoice in the run, once, and of an unpaid one once it is overdue', async () => {
    const payer = await books.family(books.monthlyId, [30_000], '2025-10-01');
    const late = await books.family(books.monthlyId, [45_000], '2025-10-01');
    const run = await admin.call('POST', '/api/v1/invoice-runs', { body: { month: '2025-10' } });
    expect(run.statusCode, run.body).toBe(200);
    expect(run.json()).toMatchObject({ created: 2, totalHalalas: 75_000 });
    // A second run invoices nothing, so tells nobody again.
    await admin.call('POST', '/api/v1/invoice-runs', { body: { month: '2025-10' } });

    const [issued] = await noticesOf(late, 'invoice-issued');
    expect(await noticesOf(late, 'invoice-issued')).toHaveLength(1);
    const [invoice] = await t.app.db.select().from(invoices).where(eq(invoices.parentId, late));
    expect(issued).toMatchObject({ language: 'ar', subject: `فاتورة جديدة #${invoice!.number}` });
    expect(issued!.body).toContain('450.00');
    expect(issued!.body).toContain('10/01/25');

    const [paidInvoice] = await t.app.db.select().from(invoices).where(eq(invoices.parentId, payer));
    const paid = await admin.call('POST', '/api/v1/payments', {
      body: { invoiceId: paidInvoice!.id, method: 'cash', amountHalalas: 30_000, receivedOn: '2025-10-02' },
    });
    expect(paid.statusCode, paid.body).toBe(201);

    // Not yet due: nobody is told.
    expect(await tellOverdueInvoices(t.app.db, '2025-10-01')).toBe(0);
    expect(await tellOverdueInvoices(t.app.db, '2025-10-20')).toBe(1);
    expect(await tellOverdueInvoices(t.app.db, '2025-10-21')).toBe(0);
    const [overdue] = await noticesOf(late, 'invoice-overdue');
    expect(overdue?.subject).toBe(`الفاتورة #${invoice!.number} متأخرة السداد`);
    expect(await noticesOf(late, 'invoice-overdue')).toHaveLength(1);
    expect(await noticesOf(payer, 'invoice-overdue')).toHaveLength(0);
  });
});

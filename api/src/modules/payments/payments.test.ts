import { addDays } from '@rihla/shared/format/today';
import { eq } from 'drizzle-orm';
import { auditLog } from '../../db/audit.table';
import { type Agent, sessionOf } from '../../test/agent';
import { type BilledFamilies, billedFamilies } from '../../test/billed-families';
import { DATABASES } from '../../test/databases';
import { startTestApp, type TestApp } from '../../test/test-app';
import { invoices } from '../invoices/invoices.table';
import { payments } from './payments.table';

const en = { 'accept-language': 'en' };

describe.each(DATABASES)('payments and refunds on %s', (kind) => {
  let t: TestApp;
  let admin: Agent;
  let books: BilledFamilies;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await sessionOf(t.app);
    books = await billedFamilies(t.app, admin);
  });
  afterAll(() => t?.close());

  it("tells the parent a payment arrived, in the payment's transaction, and not a refund", async () => {
    const parentId = await books.family(books.monthlyId, [10_000], '2025-11-01');
    await admin.call('POST', '/api/v1/invoice-runs', { body: { month: '2025-11' } });
    const [invoice] = await t.app.db.select().from(invoices).where(eq(invoices.parentId, parentId));
    const paid = await admin.call('POST', '/api/v1/payments', {
      body: { invoiceId: invoice!.id, method: 'cash', amountHalalas: 2500, receivedOn: '2025-12-01' },
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const refunded = await admin.call('POST', '/api/v1/payments', {
      body: {
        invoiceId: invoice!.id,
        kind: 'refund',
        method: 'cash',
        amountHalalas: 500,
        receivedOn: '2025-12-02',
      },
    });
    expect(refunded.statusCode, refunded.body).toBe(201);
    const notices = (
      await admin.call('GET', `/api/v1/notices?parentId=${parentId}&event=payment-received`)
    ).json();
    expect(notices.items.length).toBeGreaterThan(0);
    expect(new Set(notices.items.map((n: { subject: string }) => n.subject))).toEqual(
      new Set(['تم استلام دفعتك']),
    );
    expect(notices.items[0].body).toContain('25');
    expect(notices.total).toBe(notices.items.length);
    expect(new Set(notices.items.map((n: { channel: string }) => n.channel)).size).toBe(notices.items.length);
  });

  it('refuses overpaying, refunding more than was paid and a transfer without its reference', async () => {
    const parentId = await books.family(books.monthlyId, [10_000], '2025-12-01');
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
    const future = await pay({ receivedOn: addDays(t.app.operatorsToday(), 1) });
    expect(future.statusCode).toBe(422);
    expect(future.json().errors).toMatchObject([
      {
        path: 'receivedOn',
        code: 'finance.futurePayment',
        message: 'The date received is in the future: pick today or an earlier day',
      },
    ]);

    // Ageing moves when the invoice (due 2025-12-01) is paid: on 2026-03-15 it is 104 days past due.
    const before = (await admin.call('GET', '/api/v1/finance/ageing?asOf=2026-03-15')).json();
    expect((await pay({ amountHalalas: 4000 })).statusCode).toBe(201);
    const after = (await admin.call('GET', '/api/v1/finance/ageing?asOf=2026-03-15')).json();
    expect(before.buckets.d90_plus - after.buckets.d90_plus).toBe(4000);
    const payments = (await admin.call('GET', `/api/v1/payments?parentId=${parentId}`)).json();
    expect(payments.items).toMatchObject([
      { amountHalalas: 4000, method: 'cash', invoiceNumber: invoice!.number },
    ]);

    const csv = await admin.call('GET', `/api/v1/payments/export.csv?parentId=${parentId}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="payments.csv"');
    expect(csv.body).toContain('40.00');
  });

  it('voids a payment recorded by mistake the same day: the invoice and balance put back, audited, not a refund', async () => {
    const parentId = await books.family(books.monthlyId, [10_000], '2026-01-01');
    await admin.call('POST', '/api/v1/invoice-runs', { body: { month: '2026-01' } });
    const [invoice] = await t.app.db.select().from(invoices).where(eq(invoices.parentId, parentId));
    const balanceOf = async () =>
      (await admin.call('GET', `/api/v1/parents/${parentId}`)).json().balanceHalalas as number;
    const owed = await balanceOf();
    const pay = async (amountHalalas: number) =>
      (
        await admin.call('POST', '/api/v1/payments', {
          body: { invoiceId: invoice!.id, method: 'cash', amountHalalas, receivedOn: '2026-01-05' },
        })
      ).json();
    const mistake = await pay(3000);
    expect(await balanceOf()).toBe(owed - 3000);

    const voidIt = (id: string, reason = 'سُجّلت مرتين') =>
      admin.call('POST', `/api/v1/payments/${id}/void`, { body: { reason }, headers: en });
    expect((await voidIt(mistake.id, ' ')).json().errors[0].path).toBe('reason');
    const voided = await voidIt(mistake.id);
    expect(voided.statusCode, voided.body).toBe(200);
    expect(voided.json()).toMatchObject({ voidedAt: expect.any(String), voidReason: 'سُجّلت مرتين' });
    const [after] = await t.app.db.select().from(invoices).where(eq(invoices.id, invoice!.id));
    expect(after!.paidHalalas).toBe(0);
    expect(await balanceOf()).toBe(owed);
    expect((await voidIt(mistake.id)).json().code).toBe('finance.alreadyVoided');
    const audited = await t.app.db.select().from(auditLog).where(eq(auditLog.entityId, mistake.id));
    expect(audited.map((a) => a.action).sort()).toEqual(['create', 'transition']);
    // The books no longer count it: the balances report reads nothing paid.
    const { name } = (await admin.call('GET', `/api/v1/parents/${parentId}`)).json();
    const balances = (
      await admin.call('GET', `/api/v1/finance/balances?q=${encodeURIComponent(name)}`)
    ).json();
    expect(balances.items.find((b: { parentId: string }) => b.parentId === parentId)).toMatchObject({
      paidHalalas: 0,
    });

    // Not a refund: a refund is not voided, nor is a payment of another day.
    const kept = await pay(2000);
    const refund = (
      await admin.call('POST', '/api/v1/payments', {
        body: {
          invoiceId: invoice!.id,
          kind: 'refund',
          method: 'cash',
          amountHalalas: 500,
          receivedOn: '2026-01-06',
        },
      })
    ).json();
    expect((await voidIt(refund.id)).json().code).toBe('finance.voidRefund');
    await t.app.db
      .update(payments)
      .set({ createdAt: new Date(Date.now() - 2 * 86_400_000) })
      .where(eq(payments.id, kept.id));
    const late = await voidIt(kept.id);
    expect(late.statusCode).toBe(422);
    expect(late.json()).toMatchObject({
      code: 'finance.voidTooLate',
      title: 'Only a payment recorded today can be voided; for an older one, record a refund',
    });

    // Every export writes a refund negative, and marks the voided payment.
    const csv = (await admin.call('GET', `/api/v1/payments/export.csv?parentId=${parentId}`, { headers: en }))
      .body;
    const lines = csv.split('\n');
    expect(lines.find((l) => l.includes('Refund'))).toContain('-5.00');
    expect(lines.find((l) => l.includes('30.00'))).toContain('سُجّلت مرتين');
    expect(lines.filter((l) => l.includes('-20.00') || l.includes('-30.00'))).toEqual([]);
  });
});

import { PAYMENT_METHODS } from '@rihla/shared/contracts/payments';
import { addDays } from '@rihla/shared/format/today';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/types';
import type { OperatorsClock } from '../lib/operators-clock';
import { tellOverdueInvoices } from '../modules/invoices/invoice-notices';
import { runInvoices } from '../modules/invoices/invoice-run.service';
import { invoices } from '../modules/invoices/invoices.table';
import { parents } from '../modules/parents/parents.table';
import { recordPayment } from '../modules/payments/payments.service';
import { payments } from '../modules/payments/payments.table';
import { createSettlement, transitionSettlement } from '../modules/settlements/settlements.service';
import type { trips } from '../modules/trips/trips.table';
import { inChunks } from './chunks';
import type { Random } from './prng';
import { auditSeeded } from './seed-audit';
import { HISTORY_DAYS } from './trips';

const BILLED_MONTHS = 3;

const monthOf = (date: string, back: number) => {
  const [year, month] = date.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, month - 1 - back, 1));
  return first.toISOString().slice(0, 7);
};

/**
 * Drivers' pay for the month of runs: the first fortnight settled and mostly paid (some only
 * approved), the second with a few drafts and approvals waiting, and the rest left to compose.
 */
async function settlementsOfTheMonth(
  tx: Database,
  history: (typeof trips.$inferSelect)[],
  clock: OperatorsClock,
) {
  const first = addDays(clock.today, -HISTORY_DAYS);
  const middle = addDays(first, 14);
  const lastDay = addDays(clock.today, -1);
  const driverIds = [...new Set(history.map((trip) => trip.driverId))].sort();
  const created = [];
  for (const [index, driverId] of driverIds.entries()) {
    const firstHalf = await createSettlement(
      tx,
      {
        driverId,
        periodStart: first,
        periodEnd: middle,
        deductionsHalalas: index % 7 === 3 ? 15_000 : 0,
        deductionNote: index % 7 === 3 ? 'مخالفة وقوف في موقف المدرسة' : '',
      },
      clock.timeZone,
    );
    const approved = await transitionSettlement(tx, firstHalf.id, {
      to: 'approved',
      version: firstHalf.version,
    });
    created.push(approved.after);
    if (index % 4 !== 0) {
      const paid = await transitionSettlement(tx, firstHalf.id, {
        to: 'paid',
        version: approved.after.version,
        paymentReference: `TRF-${String(firstHalf.number).padStart(5, '0')}`,
      });
      created.push(paid.after);
    }
    if (index % 3 === 2) continue;
    const secondHalf = await createSettlement(
      tx,
      {
        driverId,
        periodStart: addDays(middle, 1),
        periodEnd: lastDay,
        deductionsHalalas: 0,
        deductionNote: '',
      },
      clock.timeZone,
    );
    created.push(secondHalf);
    if (index % 3 === 1) {
      created.push(
        (await transitionSettlement(tx, secondHalf.id, { to: 'approved', version: secondHalf.version }))
          .after,
      );
    }
  }
  const latest = new Map(created.map((s) => [s.id, s]));
  await auditSeeded(
    tx,
    'settlement',
    [...latest.values()].map(({ lines: _lines, ...settlement }) => settlement),
  );
}

/**
 * Three months of invoice runs, and the families' payments: older invoices mostly paid, a few
 * part-paid or not at all (the overdue balances of the ageing report), the current month's just
 * starting to come in. Written set-wise, as recordPayment would leave them (invoice paid amounts
 * and parents' balances lowered).
 */
async function billing(tx: Database, random: Random, clock: OperatorsClock, keySecret: string) {
  for (let back = BILLED_MONTHS - 1; back >= 0; back--) {
    await runInvoices(tx, monthOf(clock.today, back), keySecret);
  }
  const billed = await tx
    .select()
    .from(invoices)
    .where(
      inArray(
        invoices.month,
        Array.from({ length: BILLED_MONTHS }, (_, back) => monthOf(clock.today, back)),
      ),
    )
    .orderBy(invoices.number);
  const rows = billed.flatMap((invoice) => {
    const age = Math.max(0, Date.parse(clock.today) - Date.parse(invoice.dueDate)) / 86_400_000;
    const roll = random.next();
    const share =
      age > 30
        ? roll < 0.8
          ? 1
          : roll < 0.9
            ? 0.5
            : 0
        : age > 0
          ? roll < 0.55
            ? 1
            : roll < 0.7
              ? 0.5
              : 0
          : 0;
    if (share === 0) return [];
    const method = random.pick(PAYMENT_METHODS);
    const receivedOn = addDays(invoice.dueDate, random.int(0, Math.min(10, Math.floor(age))));
    return [
      {
        invoiceId: invoice.id,
        parentId: invoice.parentId,
        kind: 'payment' as const,
        method,
        reference: method === 'cash' ? '' : `${method === 'card' ? 'POS' : 'TRF'}-${random.digits(8)}`,
        amountHalalas: Math.round(invoice.amountHalalas * share),
        receivedOn,
      },
    ];
  });
  const stored = await inChunks<(typeof rows)[number], { id: string }>(rows, 2_000, (chunk) =>
    tx.insert(payments).values(chunk).returning({ id: payments.id }),
  );
  if (stored.length === 0) return;
  const ids = `{${stored.map((p) => p.id).join(',')}}`;
  await tx.execute(sql`
    update ${invoices} set paid_halalas = ${invoices.paidHalalas} + p.amount
    from (select invoice_id, sum(amount_halalas)::int as amount from payments where id = any(${ids}::uuid[]) group by invoice_id) p
    where ${invoices.id} = p.invoice_id`);
  await tx.execute(sql`
    update ${parents} set balance_halalas = ${parents.balanceHalalas} - p.amount
    from (select parent_id, sum(amount_halalas)::int as amount from payments where id = any(${ids}::uuid[]) group by parent_id) p
    where ${parents.id} = p.parent_id`);
  await refundOne(tx, clock, keySecret);
  // The families were told of their arrears then, as of their invoices: the server's first
  // housekeeping sweep finds nothing left to tell (and the seed keeps these notices unsent).
  await tellOverdueInvoices(tx, clock.today);
}

/**
 * One family got part of a paid month back (a child left mid-month): a refund, recorded as an
 * operator would record it, so the demo shows a credit note on its invoice.
 */
async function refundOne(tx: Database, clock: OperatorsClock, keySecret: string) {
  const [paid] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.month, monthOf(clock.today, 1)), eq(invoices.paidHalalas, invoices.amountHalalas)))
    .orderBy(invoices.number)
    .limit(1);
  if (!paid) return;
  await recordPayment(
    tx,
    {
      invoiceId: paid.id,
      kind: 'refund',
      method: 'bank_transfer',
      reference: `TRF-REFUND-${paid.number}`,
      amountHalalas: Math.round(paid.amountHalalas / 2),
      receivedOn: clock.today,
    },
    null,
    clock.today,
    keySecret,
  );
}

/** The books of the demo's month: drivers' settlements in each state, invoices, payments and arrears. */
export async function seedFinanceHistory(
  tx: Database,
  random: Random,
  history: (typeof trips.$inferSelect)[],
  clock: OperatorsClock,
  keySecret: string,
) {
  await settlementsOfTheMonth(tx, history, clock);
  await billing(tx, random, clock, keySecret);
}

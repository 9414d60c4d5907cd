import { formatDate } from '@rihla/shared/format/date';
import { formatMoney } from '@rihla/shared/format/number';
import { and, asc, lt, notExists, sql } from 'drizzle-orm';
import type { Database } from '../../db/types';
import { notices } from '../notices/notices.table';
import {
  type NoticeOf,
  parentRecipient,
  parentRecipients,
  queueNotice,
  queueNotices,
} from '../notices/queue-notice';
import { invoices } from './invoices.table';

/** What a parent is told of an invoice. */
export interface InvoiceForNotice {
  id: string;
  number: number;
  parentId: string;
  amountHalalas: number;
  /** `YYYY-MM-DD`. */
  dueDate: string;
}

/** The most overdue invoices one sweep tells about; the next sweep takes the rest. */
const OVERDUE_BATCH = 500;

type InvoiceEvent = 'invoice-issued' | 'invoice-overdue';

const noticeOf = (event: InvoiceEvent, invoice: InvoiceForNotice): NoticeOf => ({
  event,
  eventKey: `${event}:${invoice.id}`,
  variables: {
    invoiceNumber: `#${invoice.number}`,
    amount: { ar: formatMoney(invoice.amountHalalas, 'ar'), en: formatMoney(invoice.amountHalalas, 'en') },
    dueDate: { ar: formatDate(invoice.dueDate, 'ar'), en: formatDate(invoice.dueDate, 'en') },
  },
});

async function tell(tx: Database, event: InvoiceEvent, invoice: InvoiceForNotice) {
  const recipient = await parentRecipient(tx, invoice.parentId);
  if (!recipient) return 0;
  return queueNotice(tx, recipient, noticeOf(event, invoice));
}

/**
 * Each new invoice's parent is told, in the transaction that made the invoice (an invoice run's
 * chunk): the parents read in one query, the notices written in a few statements.
 */
export async function tellInvoicesIssued(tx: Database, issued: readonly InvoiceForNotice[]): Promise<void> {
  const recipients = await parentRecipients(
    tx,
    issued.map((invoice) => invoice.parentId),
  );
  await queueNotices(
    tx,
    issued.flatMap((invoice) => {
      const recipient = recipients.get(invoice.parentId);
      return recipient ? [{ recipient, notice: noticeOf('invoice-issued', invoice) }] : [];
    }),
  );
}

/**
 * Tells the parents of invoices past their due date and not fully paid, once per invoice (the
 * notice's event key is the invoice). Run by the housekeeping sweep; answers how many were told.
 */
export async function tellOverdueInvoices(db: Database, today: string): Promise<number> {
  return db.transaction(async (tx) => {
    const overdue = await tx
      .select({
        id: invoices.id,
        number: invoices.number,
        parentId: invoices.parentId,
        amountHalalas: sql<number>`${invoices.amountHalalas} - ${invoices.paidHalalas}`,
        dueDate: invoices.dueDate,
      })
      .from(invoices)
      .where(
        and(
          lt(invoices.dueDate, today),
          sql`${invoices.paidHalalas} < ${invoices.amountHalalas}`,
          notExists(
            tx
              .select({ one: sql`1` })
              .from(notices)
              .where(sql`${notices.eventKey} = 'invoice-overdue:' || ${invoices.id}::text`),
          ),
        ),
      )
      .orderBy(asc(invoices.dueDate), asc(invoices.number))
      .limit(OVERDUE_BATCH);
    let told = 0;
    for (const invoice of overdue) {
      if ((await tell(tx, 'invoice-overdue', invoice)) > 0) told += 1;
    }
    return told;
  });
}

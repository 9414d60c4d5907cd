import type { Company } from '@rihla/shared/contracts/company';
import type { Invoice } from '@rihla/shared/contracts/invoices';
import type { Payment } from '@rihla/shared/contracts/payments';
import type { VatSubtotal } from '@rihla/shared/contracts/vat';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/types';
import { HttpProblem } from '../../lib/problem';
import { vatBreakdown } from '../../lib/vat';
import { getCompany } from '../company/company.service';
import { findInvoice } from '../invoices/invoices.service';
import { findPayment } from '../payments/payments.service';
import { zatcaDocuments } from './zatca.table';

/** What a printed invoice, credit note or payment receipt shows (ADR 0059), in both languages. */
export interface PrintedDocument {
  kind: 'invoice' | 'credit_note' | 'receipt';
  /** The number printed at its head: the invoice's, `CN-<icv>` for a credit note, the invoice's for a receipt. */
  number: string;
  /** When it was issued (a receipt: when the payment was recorded). */
  issuedAt: Date;
  company: Company;
  buyerName: string;
  studentName: string;
  line: { nameAr: string; nameEn: string; month: string };
  rates: VatSubtotal[];
  netHalalas: number;
  vatHalalas: number;
  totalHalalas: number;
  /** A credit note's invoice and reason; a receipt's invoice. */
  invoiceNumber: number;
  invoiceTotalHalalas: number;
  payment: Pick<Payment, 'method' | 'reference' | 'receivedOn' | 'voidedAt' | 'voidReason'> | null;
  /** A tax document's ZATCA QR (TLV base64), UUID and counter; a receipt has none. */
  zatca: { qr: string; uuid: string; icv: number } | null;
  /** What the invoice has left to pay once this is counted (a receipt). */
  outstandingHalalas: number | null;
}

const lineOf = (invoice: Invoice) => ({
  nameAr: invoice.packageNameAr,
  nameEn: invoice.packageNameEn,
  month: invoice.month,
});

/** An issued invoice or credit note, by its document's UUID; null when there is none. */
export async function printedTaxDocument(db: Database, uuid: string): Promise<PrintedDocument | null> {
  const [document] = await db
    .select({
      kind: zatcaDocuments.kind,
      invoiceId: zatcaDocuments.invoiceId,
      paymentId: zatcaDocuments.paymentId,
      issuedAt: zatcaDocuments.issuedAt,
      qr: zatcaDocuments.qr,
      icv: zatcaDocuments.icv,
    })
    .from(zatcaDocuments)
    .where(eq(zatcaDocuments.id, uuid));
  if (!document) return null;
  const [invoice, company, refund] = await Promise.all([
    findInvoice(db, document.invoiceId),
    getCompany(db),
    document.paymentId ? findPayment(db, document.paymentId) : null,
  ]);
  if (!invoice) return null;
  const zatca = { qr: document.qr, uuid, icv: document.icv };
  const common = {
    issuedAt: document.issuedAt,
    company,
    buyerName: invoice.parentName,
    studentName: invoice.studentName,
    line: lineOf(invoice),
    invoiceNumber: invoice.number,
    invoiceTotalHalalas: invoice.amountHalalas,
    outstandingHalalas: null,
    zatca,
  };
  if (document.kind === 'invoice' || !refund) {
    return {
      ...common,
      kind: 'invoice',
      number: String(invoice.number),
      rates: invoice.vatBreakdown,
      netHalalas: invoice.netHalalas,
      vatHalalas: invoice.vatHalalas,
      totalHalalas: invoice.amountHalalas,
      payment: null,
    };
  }
  const vat = refund.vatHalalas ?? 0;
  return {
    ...common,
    kind: 'credit_note',
    number: `CN-${document.icv}`,
    // The note's VAT is its share of the invoice's, stated as is (ADR 0050).
    rates: vatBreakdown(
      [
        {
          category: invoice.vatCategory,
          ratePercent: invoice.vatRatePercent,
          exemptionReason: invoice.vatExemptionReason,
          netHalalas: refund.amountHalalas - vat,
          vatHalalas: vat,
          totalHalalas: refund.amountHalalas,
        },
      ],
      true,
    ),
    netHalalas: refund.amountHalalas - vat,
    vatHalalas: vat,
    totalHalalas: refund.amountHalalas,
    payment: refund,
  };
}

/** An invoice's simplified tax invoice (not its credit notes); null when it was issued without one. */
export async function printedInvoiceDocument(
  db: Database,
  invoiceId: string,
): Promise<PrintedDocument | null> {
  const [document] = await db
    .select({ id: zatcaDocuments.id })
    .from(zatcaDocuments)
    .where(and(eq(zatcaDocuments.invoiceId, invoiceId), eq(zatcaDocuments.kind, 'invoice')));
  return document ? printedTaxDocument(db, document.id) : null;
}

/** A payment's receipt; null when there is no such payment. A refund prints as its credit note. */
export async function printedReceipt(db: Database, paymentId: string): Promise<PrintedDocument | null> {
  const payment = await findPayment(db, paymentId);
  if (!payment) return null;
  if (payment.kind === 'refund') throw new HttpProblem(409, 'finance.receiptOfRefund');
  const [invoice, company] = await Promise.all([findInvoice(db, payment.invoiceId), getCompany(db)]);
  if (!invoice) return null;
  return {
    kind: 'receipt',
    number: String(invoice.number),
    issuedAt: new Date(payment.createdAt),
    company,
    buyerName: invoice.parentName,
    studentName: invoice.studentName,
    line: lineOf(invoice),
    rates: [],
    netHalalas: payment.amountHalalas,
    vatHalalas: 0,
    totalHalalas: payment.amountHalalas,
    invoiceNumber: invoice.number,
    invoiceTotalHalalas: invoice.amountHalalas,
    payment,
    zatca: null,
    outstandingHalalas: invoice.outstandingHalalas,
  };
}

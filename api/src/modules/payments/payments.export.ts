import { PAYMENT_KINDS, PAYMENT_METHODS, type Payment } from '@rihla/shared/contracts/payments';
import { choiceTexts, textsOf } from '@rihla/shared/i18n/labels';
import { FINANCE_LABELS as FINANCE } from '@rihla/shared/i18n/messages/finance';
import {
  choiceColumn,
  countColumn,
  type ExportSpec,
  idColumn,
  momentColumn,
  moneyColumn,
  textColumn,
} from '../../lib/export-columns';

/** Money back out is negative: a refund's amount and VAT are written with a minus, as the list shows them. */
const signed = (p: Payment, halalas: number | null) =>
  halalas === null || p.kind === 'payment' ? halalas : -halalas;

/**
 * Payments and refunds as their list shows them, the invoice and parent titled as there; a voided
 * payment keeps its row with the time it was voided and why (it no longer counts on the invoice).
 */
export const PAYMENTS_EXPORT: ExportSpec<Payment> = {
  filename: 'payments',
  sheet: { ar: 'المدفوعات', en: 'Payments' },
  columns: [
    textColumn(textsOf(FINANCE, 'payment.fields.receivedOn'), (p) => p.receivedOn),
    choiceColumn(
      textsOf(FINANCE, 'payment.fields.kind'),
      choiceTexts(FINANCE, 'payment.kind.', PAYMENT_KINDS),
      (p) => p.kind,
    ),
    choiceColumn(
      textsOf(FINANCE, 'payment.fields.method'),
      choiceTexts(FINANCE, 'payment.method.', PAYMENT_METHODS),
      (p) => p.method,
    ),
    textColumn(textsOf(FINANCE, 'payment.fields.reference'), (p) => p.reference),
    textColumn(textsOf(FINANCE, 'payment.fields.gatewayReference'), (p) => p.gatewayReference),
    countColumn(textsOf(FINANCE, 'invoice.fields.number'), (p) => p.invoiceNumber),
    textColumn(textsOf(FINANCE, 'invoice.fields.parent'), (p) => p.parentName),
    moneyColumn(textsOf(FINANCE, 'payment.fields.amount'), (p) => signed(p, p.amountHalalas)),
    moneyColumn(textsOf(FINANCE, 'payment.fields.vat'), (p) => signed(p, p.vatHalalas)),
    momentColumn(textsOf(FINANCE, 'payment.fields.voidedAt'), (p) => p.voidedAt),
    textColumn(textsOf(FINANCE, 'payment.fields.voidReason'), (p) => p.voidReason),
    idColumn(),
  ],
};

import type { PAYMENT_KINDS, PAYMENT_METHODS, Payment } from '@rihla/shared/contracts/payments';
import {
  choiceColumn,
  countColumn,
  type ExportSpec,
  idColumn,
  moneyColumn,
  type Texts,
  textColumn,
} from '../../lib/export-columns';

const KIND: Record<(typeof PAYMENT_KINDS)[number], Texts> = {
  payment: { ar: 'دفعة', en: 'Payment' },
  refund: { ar: 'استرداد', en: 'Refund' },
};
const METHOD: Record<(typeof PAYMENT_METHODS)[number], Texts> = {
  cash: { ar: 'نقدًا', en: 'Cash' },
  bank_transfer: { ar: 'تحويل بنكي', en: 'Bank transfer' },
  card: { ar: 'بطاقة', en: 'Card' },
};

export const PAYMENTS_EXPORT: ExportSpec<Payment> = {
  filename: 'payments',
  sheet: { ar: 'المدفوعات', en: 'Payments' },
  columns: [
    textColumn({ ar: 'التاريخ', en: 'Date' }, (p) => p.receivedOn),
    choiceColumn({ ar: 'النوع', en: 'Type' }, KIND, (p) => p.kind),
    choiceColumn({ ar: 'طريقة الدفع', en: 'Method' }, METHOD, (p) => p.method),
    textColumn({ ar: 'المرجع', en: 'Reference' }, (p) => p.reference),
    countColumn({ ar: 'الفاتورة', en: 'Invoice' }, (p) => p.invoiceNumber),
    textColumn({ ar: 'ولي الأمر', en: 'Parent' }, (p) => p.parentName),
    moneyColumn({ ar: 'المبلغ', en: 'Amount' }, (p) => p.amountHalalas),
    idColumn(),
  ],
};

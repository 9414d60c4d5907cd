import type { Invoice, InvoiceStatus } from '@rihla/shared/contracts/invoices';
import {
  choiceColumn,
  countColumn,
  type ExportSpec,
  idColumn,
  localizedColumn,
  moneyColumn,
  type Texts,
  textColumn,
} from '../../lib/export-columns';

const STATUS: Record<InvoiceStatus, Texts> = {
  open: { ar: 'غير مدفوعة', en: 'Unpaid' },
  partial: { ar: 'مدفوعة جزئيًا', en: 'Partly paid' },
  paid: { ar: 'مدفوعة', en: 'Paid' },
};

export const INVOICES_EXPORT: ExportSpec<Invoice> = {
  filename: 'invoices',
  sheet: { ar: 'الفواتير', en: 'Invoices' },
  columns: [
    countColumn({ ar: 'الفاتورة', en: 'Invoice' }, (i) => i.number),
    textColumn({ ar: 'الشهر', en: 'Month' }, (i) => i.month),
    textColumn({ ar: 'الاستحقاق', en: 'Due' }, (i) => i.dueDate),
    textColumn({ ar: 'ولي الأمر', en: 'Parent' }, (i) => i.parentName),
    textColumn({ ar: 'الطالب', en: 'Student' }, (i) => i.studentName),
    localizedColumn({ ar: 'الباقة', en: 'Package' }, (i) => ({ ar: i.packageNameAr, en: i.packageNameEn })),
    moneyColumn({ ar: 'المبلغ', en: 'Amount' }, (i) => i.amountHalalas),
    moneyColumn({ ar: 'المدفوع', en: 'Paid' }, (i) => i.paidHalalas),
    moneyColumn({ ar: 'المتبقي', en: 'Outstanding' }, (i) => i.outstandingHalalas),
    choiceColumn({ ar: 'الحالة', en: 'Status' }, STATUS, (i) => i.status),
    idColumn(),
  ],
};

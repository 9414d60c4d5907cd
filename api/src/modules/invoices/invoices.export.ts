import { INVOICE_STATUSES, type Invoice } from '@rihla/shared/contracts/invoices';
import { INVOICE_VAT_CATEGORIES } from '@rihla/shared/contracts/vat';
import { choiceTexts, textsOf } from '@rihla/shared/i18n/labels';
import { FINANCE_LABELS as FINANCE } from '@rihla/shared/i18n/messages/finance';
import {
  choiceColumn,
  countColumn,
  type ExportSpec,
  idColumn,
  localizedColumn,
  moneyColumn,
  textColumn,
} from '../../lib/export-columns';

export const INVOICES_EXPORT: ExportSpec<Invoice> = {
  filename: 'invoices',
  sheet: { ar: 'الفواتير', en: 'Invoices' },
  columns: [
    countColumn(textsOf(FINANCE, 'invoice.fields.number'), (i) => i.number),
    textColumn(textsOf(FINANCE, 'invoice.fields.month'), (i) => i.month),
    textColumn(textsOf(FINANCE, 'invoice.fields.dueDate'), (i) => i.dueDate),
    textColumn(textsOf(FINANCE, 'invoice.fields.parent'), (i) => i.parentName),
    textColumn(textsOf(FINANCE, 'invoice.fields.student'), (i) => i.studentName),
    localizedColumn(textsOf(FINANCE, 'invoice.fields.package'), (i) => ({
      ar: i.packageNameAr,
      en: i.packageNameEn,
    })),
    moneyColumn(textsOf(FINANCE, 'invoice.fields.net'), (i) => i.netHalalas),
    choiceColumn(
      textsOf(FINANCE, 'invoice.fields.vatCategory'),
      choiceTexts(FINANCE, 'vat.category.', INVOICE_VAT_CATEGORIES),
      (i) => i.vatCategory,
    ),
    countColumn(textsOf(FINANCE, 'invoice.fields.vatRate'), (i) => i.vatRatePercent),
    moneyColumn(textsOf(FINANCE, 'invoice.fields.vat'), (i) => i.vatHalalas),
    moneyColumn(textsOf(FINANCE, 'invoice.fields.amount'), (i) => i.amountHalalas),
    // Not a column of the invoice list.
    moneyColumn({ ar: 'المدفوع', en: 'Paid' }, (i) => i.paidHalalas),
    moneyColumn(textsOf(FINANCE, 'invoice.fields.outstanding'), (i) => i.outstandingHalalas),
    choiceColumn(
      textsOf(FINANCE, 'invoice.fields.status'),
      choiceTexts(FINANCE, 'invoice.status.', INVOICE_STATUSES),
      (i) => i.status,
    ),
    idColumn(),
  ],
};

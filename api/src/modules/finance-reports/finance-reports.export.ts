import {
  AGEING_BUCKETS,
  type Ageing,
  type AgeingBucket,
  type Balance,
  type MonthlyRow,
} from '@rihla/shared/contracts/finance-reports';
import { choiceTexts, textsOf } from '@rihla/shared/i18n/labels';
import { FINANCE_LABELS as FINANCE } from '@rihla/shared/i18n/messages/finance';
import {
  choiceColumn,
  countColumn,
  type ExportSpec,
  moneyColumn,
  textColumn,
} from '../../lib/export-columns';

export const BALANCES_EXPORT: ExportSpec<Balance> = {
  filename: 'balances',
  sheet: { ar: 'أرصدة أولياء الأمور', en: 'Parent balances' },
  columns: [
    textColumn(textsOf(FINANCE, 'invoice.fields.parent'), (b) => b.parentName),
    textColumn(textsOf(FINANCE, 'balance.phone'), (b) => b.phone),
    moneyColumn(textsOf(FINANCE, 'balance.invoiced'), (b) => b.invoicedHalalas),
    moneyColumn(textsOf(FINANCE, 'invoice.fields.vat'), (b) => b.vatHalalas),
    moneyColumn(textsOf(FINANCE, 'balance.paid'), (b) => b.paidHalalas),
    moneyColumn(textsOf(FINANCE, 'balance.balance'), (b) => b.balanceHalalas),
    textColumn({ ar: 'المعرّف', en: 'ID' }, (b) => b.parentId),
  ],
};

export const MONTHLY_EXPORT: ExportSpec<MonthlyRow> = {
  filename: 'revenue-payouts',
  sheet: { ar: 'الإيرادات والمدفوعات', en: 'Revenue and payouts' },
  columns: [
    textColumn({ ar: 'الشهر', en: 'Month' }, (m) => m.month),
    moneyColumn(textsOf(FINANCE, 'monthly.invoiced'), (m) => m.invoicedHalalas),
    moneyColumn(textsOf(FINANCE, 'invoice.fields.vat'), (m) => m.vatHalalas),
    moneyColumn(textsOf(FINANCE, 'monthly.collected'), (m) => m.collectedHalalas),
    moneyColumn(textsOf(FINANCE, 'monthly.payouts'), (m) => m.payoutsHalalas),
  ],
};

export interface AgeingRow {
  bucket: AgeingBucket;
  count: number;
  owedHalalas: number;
}

export const AGEING_EXPORT: ExportSpec<AgeingRow> = {
  filename: 'ageing',
  sheet: { ar: 'أعمار الذمم', en: 'Receivables ageing' },
  columns: [
    choiceColumn(
      { ar: 'أيام بعد الاستحقاق', en: 'Days past due' },
      choiceTexts(FINANCE, 'ageing.', AGEING_BUCKETS),
      (a) => a.bucket,
    ),
    countColumn({ ar: 'عدد الفواتير', en: 'Invoices' }, (a) => a.count),
    moneyColumn({ ar: 'المستحق', en: 'Owed' }, (a) => a.owedHalalas),
  ],
};

/** The ageing report as the export's rows, one per bucket. */
export const ageingRows = (ageing: Ageing): AgeingRow[] =>
  AGEING_BUCKETS.map((bucket) => ({
    bucket,
    count: ageing.counts[bucket] ?? 0,
    owedHalalas: ageing.buckets[bucket] ?? 0,
  }));

import type { AgeingBucket, Balance, MonthlyRow } from '@rihla/shared/contracts/finance-reports';
import {
  choiceColumn,
  countColumn,
  type ExportSpec,
  moneyColumn,
  type Texts,
  textColumn,
} from '../../lib/export-columns';

export const BALANCES_EXPORT: ExportSpec<Balance> = {
  filename: 'balances',
  sheet: { ar: 'أرصدة أولياء الأمور', en: 'Parent balances' },
  columns: [
    textColumn({ ar: 'ولي الأمر', en: 'Parent' }, (b) => b.parentName),
    textColumn({ ar: 'الجوال', en: 'Mobile' }, (b) => b.phone),
    moneyColumn({ ar: 'المفوتر', en: 'Invoiced' }, (b) => b.invoicedHalalas),
    moneyColumn({ ar: 'المدفوع', en: 'Paid' }, (b) => b.paidHalalas),
    moneyColumn({ ar: 'الرصيد', en: 'Balance' }, (b) => b.balanceHalalas),
    textColumn({ ar: 'المعرّف', en: 'ID' }, (b) => b.parentId),
  ],
};

export const MONTHLY_EXPORT: ExportSpec<MonthlyRow> = {
  filename: 'revenue-payouts',
  sheet: { ar: 'الإيرادات والمدفوعات', en: 'Revenue and payouts' },
  columns: [
    textColumn({ ar: 'الشهر', en: 'Month' }, (m) => m.month),
    moneyColumn({ ar: 'المفوتر', en: 'Invoiced' }, (m) => m.invoicedHalalas),
    moneyColumn({ ar: 'المحصل', en: 'Collected' }, (m) => m.collectedHalalas),
    moneyColumn({ ar: 'مدفوعات السائقين', en: 'Driver payouts' }, (m) => m.payoutsHalalas),
  ],
};

export interface AgeingRow {
  bucket: AgeingBucket;
  count: number;
  owedHalalas: number;
}

const BUCKET: Record<AgeingBucket, Texts> = {
  d0_30: { ar: '0–30 يومًا', en: '0–30 days' },
  d31_60: { ar: '31–60 يومًا', en: '31–60 days' },
  d61_90: { ar: '61–90 يومًا', en: '61–90 days' },
  d90_plus: { ar: 'أكثر من 90 يومًا', en: 'Over 90 days' },
};

export const AGEING_EXPORT: ExportSpec<AgeingRow> = {
  filename: 'ageing',
  sheet: { ar: 'أعمار الذمم', en: 'Receivables ageing' },
  columns: [
    choiceColumn({ ar: 'أيام بعد الاستحقاق', en: 'Days past due' }, BUCKET, (a) => a.bucket),
    countColumn({ ar: 'عدد الفواتير', en: 'Invoices' }, (a) => a.count),
    moneyColumn({ ar: 'المستحق', en: 'Owed' }, (a) => a.owedHalalas),
  ],
};

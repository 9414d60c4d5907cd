import type { SETTLEMENT_STATUSES, Settlement } from '@rihla/shared/contracts/settlements';
import {
  choiceColumn,
  countColumn,
  type ExportSpec,
  idColumn,
  momentColumn,
  moneyColumn,
  type Texts,
  textColumn,
} from '../../lib/export-columns';

const STATUS: Record<(typeof SETTLEMENT_STATUSES)[number], Texts> = {
  draft: { ar: 'مسودة', en: 'Draft' },
  approved: { ar: 'معتمدة', en: 'Approved' },
  paid: { ar: 'مدفوعة', en: 'Paid' },
};

export const SETTLEMENTS_EXPORT: ExportSpec<Settlement> = {
  filename: 'settlements',
  sheet: { ar: 'التسويات', en: 'Settlements' },
  columns: [
    countColumn({ ar: 'الرقم', en: 'No.' }, (s) => s.number),
    textColumn({ ar: 'السائق', en: 'Driver' }, (s) => s.driverName),
    textColumn({ ar: 'من', en: 'From' }, (s) => s.periodStart),
    textColumn({ ar: 'إلى', en: 'To' }, (s) => s.periodEnd),
    countColumn({ ar: 'الرحلات', en: 'Trips' }, (s) => s.tripCount),
    countColumn({ ar: 'الرحلات المتأخرة', en: 'Late trips' }, (s) => s.lateTripCount),
    moneyColumn({ ar: 'أجر الرحلة', en: 'Trip rate' }, (s) => s.rateHalalas),
    moneyColumn({ ar: 'أجر الرحلات المكتملة', en: 'Completed trips' }, (s) => s.grossHalalas),
    moneyColumn({ ar: 'غرامات التأخير', en: 'Late penalties' }, (s) => s.latePenaltyHalalas),
    moneyColumn({ ar: 'الخصومات', en: 'Deductions' }, (s) => s.deductionsHalalas),
    moneyColumn({ ar: 'الصافي المستحق', en: 'Net to pay' }, (s) => s.netHalalas),
    choiceColumn({ ar: 'الحالة', en: 'Status' }, STATUS, (s) => s.status),
    momentColumn({ ar: 'وقت الاعتماد', en: 'Approved at' }, (s) => s.approvedAt),
    momentColumn({ ar: 'وقت الدفع', en: 'Paid at' }, (s) => s.paidAt),
    textColumn({ ar: 'مرجع الدفع', en: 'Payment reference' }, (s) => s.paymentReference),
    idColumn(),
  ],
};

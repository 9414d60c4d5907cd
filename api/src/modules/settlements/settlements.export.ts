import { SETTLEMENT_STATUSES, type Settlement } from '@rihla/shared/contracts/settlements';
import { choiceTexts, textsOf } from '@rihla/shared/i18n/labels';
import { FINANCE_LABELS as FINANCE } from '@rihla/shared/i18n/messages/finance';
import {
  choiceColumn,
  countColumn,
  type ExportSpec,
  idColumn,
  localizedColumn,
  momentColumn,
  moneyColumn,
  textColumn,
} from '../../lib/export-columns';

export const SETTLEMENTS_EXPORT: ExportSpec<Settlement> = {
  filename: 'settlements',
  sheet: { ar: 'التسويات', en: 'Settlements' },
  columns: [
    countColumn(textsOf(FINANCE, 'settlement.fields.number'), (s) => s.number),
    localizedColumn(textsOf(FINANCE, 'settlement.fields.driver'), (s) => ({
      ar: s.driverName,
      en: s.driverNameEn ?? '',
    })),
    textColumn(textsOf(FINANCE, 'settlement.fields.periodStart'), (s) => s.periodStart),
    textColumn(textsOf(FINANCE, 'settlement.fields.periodEnd'), (s) => s.periodEnd),
    countColumn(textsOf(FINANCE, 'settlement.fields.trips'), (s) => s.tripCount),
    countColumn({ ar: 'الرحلات المتأخرة', en: 'Late trips' }, (s) => s.lateTripCount),
    moneyColumn(textsOf(FINANCE, 'settlement.fields.rate'), (s) => s.rateHalalas),
    // The statement counts these in its titles ("Completed trips (4)"); the export's are bare.
    moneyColumn({ ar: 'أجر الرحلات المكتملة', en: 'Completed trips' }, (s) => s.grossHalalas),
    moneyColumn({ ar: 'غرامات التأخير', en: 'Late penalties' }, (s) => s.latePenaltyHalalas),
    moneyColumn(textsOf(FINANCE, 'settlement.fields.deductions'), (s) => s.deductionsHalalas),
    moneyColumn(textsOf(FINANCE, 'settlement.fields.net'), (s) => s.netHalalas),
    choiceColumn(
      textsOf(FINANCE, 'settlement.fields.status'),
      choiceTexts(FINANCE, 'settlement.status.', SETTLEMENT_STATUSES),
      (s) => s.status,
    ),
    momentColumn(textsOf(FINANCE, 'settlement.fields.approvedAt'), (s) => s.approvedAt),
    momentColumn(textsOf(FINANCE, 'settlement.fields.paidAt'), (s) => s.paidAt),
    textColumn(textsOf(FINANCE, 'settlement.fields.paymentReference'), (s) => s.paymentReference),
    idColumn(),
  ],
};

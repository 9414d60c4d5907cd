import { PACKAGE_PERIODS, type Package, TRIP_TYPES } from '@rihla/shared/contracts/packages';
import { VAT_CATEGORIES } from '@rihla/shared/contracts/vat';
import { choiceTexts, textsOf } from '@rihla/shared/i18n/labels';
import { FINANCE_LABELS as FINANCE } from '@rihla/shared/i18n/messages/finance';
import {
  choiceColumn,
  countColumn,
  type ExportSpec,
  idColumn,
  localizedColumn,
  moneyColumn,
  namesOf,
  textColumn,
  yesNoColumn,
} from '../../lib/export-columns';

export const PACKAGES_EXPORT: ExportSpec<Package> = {
  filename: 'packages',
  sheet: { ar: 'الباقات', en: 'Packages' },
  columns: [
    localizedColumn(textsOf(FINANCE, 'package.fields.name'), namesOf),
    moneyColumn(textsOf(FINANCE, 'package.fields.price'), (p) => p.priceHalalas),
    choiceColumn(
      textsOf(FINANCE, 'package.fields.period'),
      choiceTexts(FINANCE, 'package.period.', PACKAGE_PERIODS),
      (p) => p.period,
    ),
    choiceColumn(
      textsOf(FINANCE, 'package.fields.tripType'),
      choiceTexts(FINANCE, 'package.tripType.', TRIP_TYPES),
      (p) => p.tripType,
    ),
    // The list titles it "Sibling discount" and writes the % in each cell.
    countColumn({ ar: 'خصم الإخوة (٪)', en: 'Sibling discount (%)' }, (p) => p.siblingDiscountPercent),
    countColumn(textsOf(FINANCE, 'package.fields.instalments'), (p) => p.instalments),
    yesNoColumn(textsOf(FINANCE, 'package.fields.active'), (p) => p.active),
    choiceColumn(
      textsOf(FINANCE, 'invoice.fields.vatCategory'),
      choiceTexts(FINANCE, 'vat.category.', VAT_CATEGORIES),
      (p) => p.vatCategory,
    ),
    textColumn({ ar: 'سبب الإعفاء', en: 'Exemption reason' }, (p) => p.vatExemptionReason),
    textColumn(textsOf(FINANCE, 'package.fields.nameAr'), (p) => p.nameAr),
    textColumn(textsOf(FINANCE, 'package.fields.nameEn'), (p) => p.nameEn),
    idColumn(),
  ],
};

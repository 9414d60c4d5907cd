import type { PACKAGE_PERIODS, Package, TRIP_TYPES } from '@rihla/shared/contracts/packages';
import {
  choiceColumn,
  countColumn,
  type ExportSpec,
  idColumn,
  localizedColumn,
  moneyColumn,
  namesOf,
  type Texts,
  textColumn,
  yesNoColumn,
} from '../../lib/export-columns';

const PERIOD: Record<(typeof PACKAGE_PERIODS)[number], Texts> = {
  month: { ar: 'شهر', en: 'Month' },
  term: { ar: 'فصل دراسي', en: 'Term' },
  year: { ar: 'سنة', en: 'Year' },
};
const TRIP_TYPE: Record<(typeof TRIP_TYPES)[number], Texts> = {
  one_way: { ar: 'ذهاب فقط', en: 'One way' },
  round_trip: { ar: 'ذهاب وعودة', en: 'Round trip' },
};

export const PACKAGES_EXPORT: ExportSpec<Package> = {
  filename: 'packages',
  sheet: { ar: 'الباقات', en: 'Packages' },
  columns: [
    localizedColumn({ ar: 'الباقة', en: 'Package' }, namesOf),
    moneyColumn({ ar: 'السعر لكل فترة', en: 'Price per period' }, (p) => p.priceHalalas),
    choiceColumn({ ar: 'الفترة', en: 'Period' }, PERIOD, (p) => p.period),
    choiceColumn({ ar: 'الرحلات', en: 'Trips' }, TRIP_TYPE, (p) => p.tripType),
    countColumn({ ar: 'خصم الإخوة (٪)', en: 'Sibling discount (%)' }, (p) => p.siblingDiscountPercent),
    countColumn({ ar: 'عدد الأقساط', en: 'Instalments' }, (p) => p.instalments),
    yesNoColumn({ ar: 'معروضة', en: 'Offered' }, (p) => p.active),
    textColumn({ ar: 'الاسم بالعربية', en: 'Name in Arabic' }, (p) => p.nameAr),
    textColumn({ ar: 'الاسم بالإنجليزية', en: 'Name in English' }, (p) => p.nameEn),
    idColumn(),
  ],
};

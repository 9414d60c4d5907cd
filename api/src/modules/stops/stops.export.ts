import type { Stop } from '@rihla/shared/contracts/stops';
import { countColumn, type ExportSpec, idColumn, textColumn } from '../../lib/export-columns';

export const STOPS_EXPORT: ExportSpec<Stop> = {
  filename: 'stops',
  sheet: { ar: 'نقاط التوقف', en: 'Stops' },
  columns: [
    textColumn({ ar: 'الاسم بالعربية', en: 'Name in Arabic' }, (s) => s.nameAr),
    textColumn({ ar: 'الاسم بالإنجليزية', en: 'Name in English' }, (s) => s.nameEn),
    textColumn({ ar: 'الحي', en: 'District' }, (s) => s.district),
    countColumn({ ar: 'خط العرض', en: 'Latitude' }, (s) => s.lat),
    countColumn({ ar: 'خط الطول', en: 'Longitude' }, (s) => s.lng),
    textColumn({ ar: 'ملاحظات', en: 'Notes' }, (s) => s.notes),
    idColumn(),
  ],
};

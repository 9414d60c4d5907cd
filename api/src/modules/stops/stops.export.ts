import type { Stop } from '@rihla/shared/contracts/stops';
import { textsOf } from '@rihla/shared/i18n/labels';
import { PLACES_LABELS as PLACES } from '@rihla/shared/i18n/messages/places';
import { countColumn, type ExportSpec, idColumn, textColumn } from '../../lib/export-columns';

export const STOPS_EXPORT: ExportSpec<Stop> = {
  filename: 'stops',
  sheet: { ar: 'نقاط التوقف', en: 'Stops' },
  columns: [
    textColumn(textsOf(PLACES, 'stops.fields.nameAr'), (s) => s.nameAr),
    textColumn(textsOf(PLACES, 'stops.fields.nameEn'), (s) => s.nameEn),
    textColumn(textsOf(PLACES, 'stops.fields.district'), (s) => s.district),
    countColumn(textsOf(PLACES, 'stops.fields.lat'), (s) => s.lat),
    countColumn(textsOf(PLACES, 'stops.fields.lng'), (s) => s.lng),
    // The form's is "Notes for drivers".
    textColumn({ ar: 'ملاحظات', en: 'Notes' }, (s) => s.notes),
    idColumn(),
  ],
};

import type { Region } from '@rihla/shared/contracts/regions';
import { textsOf } from '@rihla/shared/i18n/labels';
import { PLACES_LABELS as PLACES } from '@rihla/shared/i18n/messages/places';
import { countColumn, type ExportSpec, idColumn, textColumn } from '../../lib/export-columns';

export const REGIONS_EXPORT: ExportSpec<Region> = {
  filename: 'regions',
  sheet: { ar: 'القطاعات', en: 'Regions' },
  columns: [
    textColumn(textsOf(PLACES, 'regions.fields.nameAr'), (r) => r.nameAr),
    textColumn(textsOf(PLACES, 'regions.fields.nameEn'), (r) => r.nameEn),
    countColumn(textsOf(PLACES, 'regions.fields.schools'), (r) => r.schoolIds.length),
    idColumn(),
  ],
};

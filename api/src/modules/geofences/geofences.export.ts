import type { Geofence, GeofenceKind } from '@rihla/shared/contracts/geofences';
import type { Texts } from '@rihla/shared/i18n/labels';
import { choiceColumn, countColumn, type ExportSpec, idColumn, textColumn } from '../../lib/export-columns';

export const GEOFENCE_KIND_LABELS: Record<GeofenceKind, Texts> = {
  school: { ar: 'مدرسة', en: 'School' },
  depot: { ar: 'مستودع', en: 'Depot' },
  no_go: { ar: 'منطقة محظورة', en: 'No-go zone' },
  other: { ar: 'أخرى', en: 'Other' },
};

export const GEOFENCES_EXPORT: ExportSpec<Geofence> = {
  filename: 'zones',
  sheet: { ar: 'المناطق', en: 'Zones' },
  columns: [
    textColumn({ ar: 'الاسم بالعربية', en: 'Arabic name' }, (z) => z.nameAr),
    textColumn({ ar: 'الاسم بالإنجليزية', en: 'English name' }, (z) => z.nameEn),
    choiceColumn({ ar: 'النوع', en: 'Kind' }, GEOFENCE_KIND_LABELS, (z) => z.kind),
    choiceColumn(
      { ar: 'الشكل', en: 'Shape' },
      { circle: { ar: 'دائرة', en: 'Circle' }, polygon: { ar: 'مضلع', en: 'Polygon' } },
      (z) => z.shape.type,
    ),
    countColumn({ ar: 'نصف القطر (م)', en: 'Radius (m)' }, (z) =>
      z.shape.type === 'circle' ? z.shape.radiusM : null,
    ),
    countColumn({ ar: 'حد البقاء (دقيقة)', en: 'Dwell limit (min)' }, (z) => z.dwellLimitMinutes),
    countColumn({ ar: 'حد السرعة (كم/س)', en: 'Speed limit (km/h)' }, (z) => z.speedLimitKmh),
    idColumn(),
  ],
};

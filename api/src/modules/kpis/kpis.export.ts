import { type KpiTrip, SCHOOL_ARRIVALS } from '@rihla/shared/contracts/kpis';
import { TRIP_DIRECTIONS } from '@rihla/shared/contracts/trips';
import { choiceTexts, textsOf } from '@rihla/shared/i18n/labels';
import { TRIPS_LABELS as TRIPS } from '@rihla/shared/i18n/messages/trips';
import {
  choiceColumn,
  countColumn,
  type ExportSpec,
  localizedColumn,
  textColumn,
} from '../../lib/export-columns';

/** The trips behind the KPIs, one row each with its figures, titled as the page's trip drawer. */
export const KPI_TRIPS_EXPORT: ExportSpec<KpiTrip> = {
  filename: 'kpis',
  sheet: { ar: 'مؤشرات الأداء', en: 'KPIs' },
  columns: [
    textColumn(textsOf(TRIPS, 'fields.date'), (t) => t.date),
    textColumn(textsOf(TRIPS, 'fields.name'), (t) => t.name),
    choiceColumn(
      textsOf(TRIPS, 'fields.direction'),
      choiceTexts(TRIPS, 'direction.', TRIP_DIRECTIONS),
      (t) => t.direction,
    ),
    localizedColumn(textsOf(TRIPS, 'fields.school'), (t) => ({ ar: t.schoolNameAr, en: t.schoolNameEn })),
    textColumn(textsOf(TRIPS, 'fields.bus'), (t) => t.busPlate),
    localizedColumn(textsOf(TRIPS, 'fields.driver'), (t) => ({ ar: t.driverName, en: t.driverNameEn ?? '' })),
    choiceColumn(
      textsOf(TRIPS, 'kpis.schoolArrival'),
      choiceTexts(TRIPS, 'kpis.arrival.', SCHOOL_ARRIVALS),
      (t) => t.schoolArrival,
    ),
    countColumn(textsOf(TRIPS, 'kpis.schoolLateMinutes'), (t) => t.schoolLateMinutes),
    countColumn(textsOf(TRIPS, 'kpis.stopsOnTime'), (t) => t.stopsOnTime),
    countColumn(textsOf(TRIPS, 'kpis.stopsLate'), (t) => t.stopsLate),
    countColumn(textsOf(TRIPS, 'kpis.stopsUnrecorded'), (t) => t.stopsUnrecorded),
    countColumn(textsOf(TRIPS, 'kpis.stopLateMinutes'), (t) => t.stopLateMinutes),
    countColumn(textsOf(TRIPS, 'kpis.kilometres'), (t) => t.kilometres),
    countColumn(textsOf(TRIPS, 'kpis.serviceMinutes'), (t) => t.serviceMinutes),
    countColumn(textsOf(TRIPS, 'kpis.riders'), (t) => t.riders),
    countColumn(textsOf(TRIPS, 'kpis.capacity'), (t) => t.capacity),
    countColumn(textsOf(TRIPS, 'kpis.noShows'), (t) => t.noShows),
    countColumn(textsOf(TRIPS, 'kpis.alerts'), (t) => t.alerts),
    textColumn({ ar: 'المعرّف', en: 'ID' }, (t) => t.tripId),
  ],
};

import { TRIP_DIRECTIONS, TRIP_STATUSES, type Trip } from '@rihla/shared/contracts/trips';
import { choiceTexts, textsOf } from '@rihla/shared/i18n/labels';
import { TRIPS_LABELS as TRIPS } from '@rihla/shared/i18n/messages/trips';
import {
  choiceColumn,
  countColumn,
  type ExportSpec,
  idColumn,
  localizedColumn,
  namesOf,
  textColumn,
} from '../../lib/export-columns';

/** Trips as the trip list shows them (dates and times already on the operators' clock). */
export const TRIPS_EXPORT: ExportSpec<Trip> = {
  filename: 'trips',
  sheet: { ar: 'الرحلات', en: 'Trips' },
  columns: [
    textColumn(textsOf(TRIPS, 'fields.date'), (t) => t.date),
    textColumn(textsOf(TRIPS, 'fields.departureTime'), (t) => t.departureTime),
    textColumn(textsOf(TRIPS, 'fields.arrivalTime'), (t) => t.arrivalTime),
    textColumn(textsOf(TRIPS, 'fields.name'), (t) => t.name),
    choiceColumn(
      textsOf(TRIPS, 'fields.direction'),
      choiceTexts(TRIPS, 'direction.', TRIP_DIRECTIONS),
      (t) => t.direction,
    ),
    localizedColumn(textsOf(TRIPS, 'fields.school'), (t) => namesOf(t.school)),
    textColumn(textsOf(TRIPS, 'fields.bus'), (t) => t.bus.plateNumber),
    localizedColumn(textsOf(TRIPS, 'fields.driver'), (t) => ({
      ar: t.driver.fullName,
      en: t.driver.fullNameEn ?? '',
    })),
    textColumn(textsOf(TRIPS, 'fields.attendantName'), (t) => t.attendantName),
    countColumn(textsOf(TRIPS, 'fields.students'), (t) => t.studentCount),
    countColumn(textsOf(TRIPS, 'fields.riders'), (t) => t.riderCount),
    choiceColumn(
      textsOf(TRIPS, 'fields.status'),
      choiceTexts(TRIPS, 'status.', TRIP_STATUSES),
      (t) => t.status,
    ),
    idColumn(),
  ],
};

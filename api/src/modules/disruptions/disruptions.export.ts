import {
  DISRUPTION_OUTCOMES,
  DISRUPTION_REASONS,
  DISRUPTION_STATUSES,
  type Disruption,
} from '@rihla/shared/contracts/disruptions';
import { TRIP_STATUSES } from '@rihla/shared/contracts/trips';
import { choiceTexts, textsOf } from '@rihla/shared/i18n/labels';
import { TRIPS_LABELS as TRIPS } from '@rihla/shared/i18n/messages/trips';
import {
  choiceColumn,
  countColumn,
  type ExportSpec,
  idColumn,
  momentColumn,
  textColumn,
  yesNoColumn,
} from '../../lib/export-columns';

/** Disrupted trips as their list shows them, the time of each on the operators' clock. */
export const DISRUPTIONS_EXPORT: ExportSpec<Disruption> = {
  filename: 'disruptions',
  sheet: { ar: 'الرحلات المتعطلة', en: 'Disrupted trips' },
  columns: [
    momentColumn(textsOf(TRIPS, 'disruption.occurredAt'), (d) => d.occurredAt),
    textColumn(textsOf(TRIPS, 'disruption.trip'), (d) => d.trip.name),
    textColumn(textsOf(TRIPS, 'fields.bus'), (d) => d.trip.busPlate),
    textColumn(textsOf(TRIPS, 'fields.driver'), (d) => d.trip.driverName),
    choiceColumn(
      textsOf(TRIPS, 'disruption.reason'),
      choiceTexts(TRIPS, 'reason.', DISRUPTION_REASONS),
      (d) => d.reason,
    ),
    countColumn(textsOf(TRIPS, 'disruption.minutesLost'), (d) => d.minutesLost),
    choiceColumn(
      textsOf(TRIPS, 'fields.status'),
      choiceTexts(TRIPS, 'status.', TRIP_STATUSES),
      (d) => d.trip.status,
    ),
    choiceColumn(
      textsOf(TRIPS, 'disruption.resolution'),
      choiceTexts(TRIPS, 'disruptionStatus.', DISRUPTION_STATUSES),
      (d) => d.status,
    ),
    textColumn(textsOf(TRIPS, 'disruption.place'), (d) => d.place),
    countColumn(textsOf(TRIPS, 'disruption.studentsMoved'), (d) => d.studentsMoved),
    yesNoColumn(textsOf(TRIPS, 'disruption.parentsTold'), (d) => d.parentsTold),
    choiceColumn(
      textsOf(TRIPS, 'disruption.outcome'),
      choiceTexts(TRIPS, 'status.', DISRUPTION_OUTCOMES),
      (d) => d.outcome,
    ),
    textColumn({ ar: 'ملاحظات المعالجة', en: 'Resolution notes' }, (d) => d.resolution),
    idColumn(),
  ],
};

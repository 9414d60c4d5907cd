import type {
  DISRUPTION_OUTCOMES,
  DISRUPTION_REASONS,
  DISRUPTION_STATUSES,
  Disruption,
} from '@rihla/shared/contracts/disruptions';
import {
  choiceColumn,
  countColumn,
  type ExportSpec,
  idColumn,
  momentColumn,
  type Texts,
  textColumn,
  yesNoColumn,
} from '../../lib/export-columns';
import { TRIP_STATUS_LABELS } from '../trips/trips.export';

const REASON: Record<(typeof DISRUPTION_REASONS)[number], Texts> = {
  breakdown: { ar: 'عطل فني', en: 'Breakdown' },
  accident: { ar: 'حادث', en: 'Accident' },
  traffic: { ar: 'ازدحام مروري', en: 'Traffic' },
  weather: { ar: 'أحوال جوية', en: 'Weather' },
  driver_absent: { ar: 'غياب السائق', en: 'Driver absent' },
  other: { ar: 'سبب آخر', en: 'Other' },
};
const STATUS: Record<(typeof DISRUPTION_STATUSES)[number], Texts> = {
  open: { ar: 'مفتوح', en: 'Open' },
  resolved: { ar: 'معالج', en: 'Resolved' },
};
const OUTCOME: Record<(typeof DISRUPTION_OUTCOMES)[number], Texts> = {
  in_progress: TRIP_STATUS_LABELS.in_progress,
  completed: TRIP_STATUS_LABELS.completed,
  cancelled: TRIP_STATUS_LABELS.cancelled,
};

/** Disrupted trips as their list shows them, the time of each on the operators' clock. */
export const DISRUPTIONS_EXPORT: ExportSpec<Disruption> = {
  filename: 'disruptions',
  sheet: { ar: 'الرحلات المتعطلة', en: 'Disrupted trips' },
  columns: [
    momentColumn({ ar: 'الوقت', en: 'Time' }, (d) => d.occurredAt),
    textColumn({ ar: 'الرحلة', en: 'Trip' }, (d) => d.trip.name),
    textColumn({ ar: 'الحافلة', en: 'Bus' }, (d) => d.trip.busPlate),
    textColumn({ ar: 'السائق', en: 'Driver' }, (d) => d.trip.driverName),
    choiceColumn({ ar: 'السبب', en: 'Reason' }, REASON, (d) => d.reason),
    countColumn({ ar: 'الدقائق الضائعة', en: 'Minutes lost' }, (d) => d.minutesLost),
    choiceColumn({ ar: 'الحالة', en: 'Status' }, TRIP_STATUS_LABELS, (d) => d.trip.status),
    choiceColumn({ ar: 'المعالجة', en: 'Resolution' }, STATUS, (d) => d.status),
    textColumn({ ar: 'المكان', en: 'Place' }, (d) => d.place),
    countColumn({ ar: 'الطلاب المنقولون', en: 'Students moved across' }, (d) => d.studentsMoved),
    yesNoColumn({ ar: 'أُبلغ أولياء الأمور', en: 'Parents told' }, (d) => d.parentsTold),
    choiceColumn({ ar: 'تستمر الرحلة بحالة', en: 'Trip continues as' }, OUTCOME, (d) => d.outcome),
    textColumn({ ar: 'ملاحظات المعالجة', en: 'Resolution notes' }, (d) => d.resolution),
    idColumn(),
  ],
};

import type { Trip, TripDirection, TripStatus } from '@rihla/shared/contracts/trips';
import {
  choiceColumn,
  countColumn,
  type ExportSpec,
  idColumn,
  localizedColumn,
  namesOf,
  type Texts,
  textColumn,
} from '../../lib/export-columns';

export const TRIP_STATUS_LABELS: Record<TripStatus, Texts> = {
  scheduled: { ar: 'مجدولة', en: 'Scheduled' },
  in_progress: { ar: 'جارية', en: 'In progress' },
  disrupted: { ar: 'متعطلة', en: 'Disrupted' },
  completed: { ar: 'مكتملة', en: 'Completed' },
  cancelled: { ar: 'ملغاة', en: 'Cancelled' },
};
const DIRECTION: Record<TripDirection, Texts> = {
  to_school: { ar: 'ذهاب إلى المدرسة', en: 'To school' },
  from_school: { ar: 'عودة من المدرسة', en: 'From school' },
};

/** Trips as the trip list shows them (dates and times already on the operators' clock). */
export const TRIPS_EXPORT: ExportSpec<Trip> = {
  filename: 'trips',
  sheet: { ar: 'الرحلات', en: 'Trips' },
  columns: [
    textColumn({ ar: 'التاريخ', en: 'Date' }, (t) => t.date),
    textColumn({ ar: 'الانطلاق', en: 'Departure' }, (t) => t.departureTime),
    textColumn({ ar: 'الوصول', en: 'Arrival' }, (t) => t.arrivalTime),
    textColumn({ ar: 'اسم الرحلة', en: 'Trip name' }, (t) => t.name),
    choiceColumn({ ar: 'الاتجاه', en: 'Direction' }, DIRECTION, (t) => t.direction),
    localizedColumn({ ar: 'المدرسة', en: 'School' }, (t) => namesOf(t.school)),
    textColumn({ ar: 'الحافلة', en: 'Bus' }, (t) => t.bus.plateNumber),
    textColumn({ ar: 'السائق', en: 'Driver' }, (t) => t.driver.fullName),
    textColumn({ ar: 'المرافقة', en: 'Attendant' }, (t) => t.attendantName),
    countColumn({ ar: 'الطلاب', en: 'Students' }, (t) => t.studentCount),
    countColumn({ ar: 'الركاب', en: 'Riders' }, (t) => t.riderCount),
    choiceColumn({ ar: 'الحالة', en: 'Status' }, TRIP_STATUS_LABELS, (t) => t.status),
    idColumn(),
  ],
};

import type { TripDetails, TripDirection } from '@rihla/shared/contracts/trips';
import dayjs, { type Dayjs } from 'dayjs';

export interface TripStopValues {
  stopId: string;
  plannedTime: string;
  studentIds: string[];
}

/** What the antd form holds: dates as dayjs, the recurrence choice, stops in driving order. */
export interface TripFormValues {
  name?: string;
  direction?: TripDirection;
  schoolId?: string;
  busId?: string;
  driverId?: string;
  attendantId?: string | null;
  attendantPhone?: string | null;
  departureTime?: string;
  recurrence?: 'once' | 'weekly';
  date?: Dayjs | null;
  weekdays?: number[];
  termStart?: Dayjs | null;
  termEnd?: Dayjs | null;
  stops?: TripStopValues[];
}

export const TRIP_FORM_FIELDS = [
  'name',
  'direction',
  'schoolId',
  'busId',
  'driverId',
  'attendantId',
  'attendantPhone',
  'departureTime',
  'date',
  'weekdays',
  'termStart',
  'termEnd',
  'stops',
] as const;

const day = (value: Dayjs | null | undefined) => (value ? value.format('YYYY-MM-DD') : undefined);
const optionalText = (value: string | null | undefined) => (value?.trim() ? value : null);

/** The fields every trip has, as the contracts parse them. */
function planOf(v: TripFormValues) {
  return {
    name: v.name,
    direction: v.direction,
    schoolId: v.schoolId,
    busId: v.busId,
    driverId: v.driverId,
    attendantId: v.attendantId ?? null,
    attendantPhone: optionalText(v.attendantPhone),
    departureTime: v.departureTime,
    stops: (v.stops ?? []).map((s) => ({
      stopId: s.stopId,
      plannedTime: s.plannedTime,
      studentIds: s.studentIds ?? [],
    })),
  };
}

export function toTripInput(v: TripFormValues) {
  return { ...planOf(v), date: day(v.date) };
}

export function toTripSeriesInput(v: TripFormValues) {
  return { ...planOf(v), weekdays: v.weekdays ?? [], termStart: day(v.termStart), termEnd: day(v.termEnd) };
}

export function toTripFormValues(trip: TripDetails): TripFormValues {
  return {
    name: trip.name,
    direction: trip.direction,
    schoolId: trip.schoolId,
    busId: trip.busId,
    driverId: trip.driverId,
    attendantId: trip.attendantId,
    attendantPhone: trip.attendantPhone,
    departureTime: trip.departureTime,
    recurrence: 'once',
    date: dayjs(trip.date),
    stops: trip.stops.map((s) => ({
      stopId: s.stopId,
      plannedTime: s.plannedTime,
      studentIds: s.students.map((x) => x.id),
    })),
  };
}

/** Whether the form seats different riders, or the same ones at other stops, than the trip has. */
export function ridersChanged(trip: TripDetails, values: TripFormValues): boolean {
  const key = (stops: { stopId?: string; studentIds?: string[] }[]) =>
    stops
      .flatMap((stop) => (stop.studentIds ?? []).map((id) => `${id}@${stop.stopId}`))
      .sort()
      .join(',');
  return key(toTripFormValues(trip).stops ?? []) !== key(values.stops ?? []);
}

/** `HH:MM` plus minutes, capped at 23:59. */
export function addMinutes(time: string | undefined, minutes: number): string {
  const [h, m] = (time && /^\d\d:\d\d$/.test(time) ? time : '06:00').split(':').map(Number) as [
    number,
    number,
  ];
  const total = Math.min(23 * 60 + 59, h * 60 + m + minutes);
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

import type { Stop } from '@rihla/shared/contracts/stops';

/** What the antd form holds: optional texts possibly empty, coordinates possibly not picked yet. */
export interface StopFormValues {
  nameAr?: string;
  nameEn?: string;
  district?: string | null;
  lat?: number | null;
  lng?: number | null;
  notes?: string | null;
  schoolIds?: string[];
}

export const STOP_FORM_FIELDS = ['nameAr', 'nameEn', 'district', 'lat', 'lng', 'notes', 'schoolIds'] as const;

const optionalText = (value: string | null | undefined) => (value?.trim() ? value : null);
const optionalNumber = (value: number | null | undefined) => (value === null ? undefined : value);

/** Form values -> the shape `stopInputSchema` parses. */
export function toStopInput(v: StopFormValues) {
  return {
    nameAr: v.nameAr,
    nameEn: v.nameEn,
    district: optionalText(v.district),
    lat: optionalNumber(v.lat),
    lng: optionalNumber(v.lng),
    notes: optionalText(v.notes),
    schoolIds: v.schoolIds ?? [],
  };
}

export function toStopFormValues(stop: Stop): StopFormValues {
  return {
    nameAr: stop.nameAr,
    nameEn: stop.nameEn,
    district: stop.district,
    lat: stop.lat,
    lng: stop.lng,
    notes: stop.notes,
    schoolIds: stop.schoolIds,
  };
}

import type { School, SchoolGender } from '@rihla/shared/contracts/schools';

/** What the antd form holds: optional texts possibly empty, coordinates possibly not picked yet. */
export interface SchoolFormValues {
  nameAr?: string;
  nameEn?: string;
  gender?: SchoolGender;
  grades?: number[];
  address?: string | null;
  phone?: string | null;
  lat?: number | null;
  lng?: number | null;
  startTime?: string;
  endTime?: string;
  active?: boolean;
}

export const SCHOOL_FORM_FIELDS = [
  'nameAr',
  'nameEn',
  'gender',
  'grades',
  'address',
  'phone',
  'lat',
  'lng',
  'startTime',
  'endTime',
  'active',
] as const;

const optionalText = (value: string | null | undefined) => (value?.trim() ? value : null);
const optionalNumber = (value: number | null | undefined) => (value === null ? undefined : value);

/** Form values -> the shape `schoolInputSchema` parses. */
export function toSchoolInput(v: SchoolFormValues) {
  return {
    nameAr: v.nameAr,
    nameEn: v.nameEn,
    gender: v.gender,
    grades: v.grades ?? [],
    address: optionalText(v.address),
    phone: optionalText(v.phone),
    lat: optionalNumber(v.lat),
    lng: optionalNumber(v.lng),
    startTime: v.startTime,
    endTime: v.endTime,
    active: v.active ?? true,
  };
}

export function toSchoolFormValues(school: School): SchoolFormValues {
  return {
    nameAr: school.nameAr,
    nameEn: school.nameEn,
    gender: school.gender,
    grades: school.grades,
    address: school.address,
    phone: school.phone,
    lat: school.lat,
    lng: school.lng,
    startTime: school.startTime,
    endTime: school.endTime,
    active: school.active,
  };
}

/** A new school: a typical Saudi day (first bell 06:45, dismissal 12:30), the location still to pick. */
export const NEW_SCHOOL_VALUES: SchoolFormValues = {
  gender: 'boys',
  grades: [],
  startTime: '06:45',
  endTime: '12:30',
  active: true,
};

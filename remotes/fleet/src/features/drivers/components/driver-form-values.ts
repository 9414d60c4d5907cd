import type { Driver, DriverRole, DriverStatus } from '@rihla/shared/contracts/drivers';
import dayjs, { type Dayjs } from 'dayjs';

/** What the antd form holds: dates as dayjs for DatePicker, optional texts possibly empty. */
export interface DriverFormValues {
  fullName?: string;
  fullNameEn?: string | null;
  role?: DriverRole;
  nationalId?: string;
  phone?: string;
  email?: string | null;
  licenseNumber?: string | null;
  licenseExpiry?: Dayjs | null;
  medicalExpiry?: Dayjs | null;
  backgroundCheckExpiry?: Dayjs | null;
  firstAidExpiry?: Dayjs | null;
  proficiencyExpiry?: Dayjs | null;
  dateOfBirth?: Dayjs | null;
  status?: DriverStatus;
  assignedBusId?: string | null;
  /** Halalas per completed trip (the field shows riyals). */
  tripRate?: number | null;
}

/** The documents with an expiry after the licence: TGA medical, background check, first aid, proficiency test. */
export const DRIVER_EXPIRIES = [
  'medicalExpiry',
  'backgroundCheckExpiry',
  'firstAidExpiry',
  'proficiencyExpiry',
] as const;

export const DRIVER_FORM_FIELDS = [
  'fullName',
  'fullNameEn',
  'role',
  'nationalId',
  'phone',
  'email',
  'licenseNumber',
  'licenseExpiry',
  ...DRIVER_EXPIRIES,
  'dateOfBirth',
  'status',
  'assignedBusId',
  'tripRate',
] as const;

const day = (value: Dayjs | null | undefined) => (value ? value.format('YYYY-MM-DD') : null);
const optionalText = (value: string | null | undefined) => (value?.trim() ? value : null);
const date = (value: string | null) => (value ? dayjs(value) : null);

/** Form values -> the shape `driverInputSchema` parses. */
export function toDriverInput(v: DriverFormValues) {
  return {
    fullName: v.fullName,
    fullNameEn: optionalText(v.fullNameEn),
    role: v.role,
    nationalId: v.nationalId,
    phone: v.phone,
    email: optionalText(v.email),
    licenseNumber: optionalText(v.licenseNumber),
    licenseExpiry: day(v.licenseExpiry),
    medicalExpiry: day(v.medicalExpiry),
    backgroundCheckExpiry: day(v.backgroundCheckExpiry),
    firstAidExpiry: day(v.firstAidExpiry),
    proficiencyExpiry: day(v.proficiencyExpiry),
    dateOfBirth: day(v.dateOfBirth),
    status: v.status,
    assignedBusId: v.assignedBusId ?? null,
    tripRate: v.tripRate ?? undefined,
  };
}

export function toDriverFormValues(driver: Driver): DriverFormValues {
  return {
    fullName: driver.fullName,
    fullNameEn: driver.fullNameEn,
    role: driver.role,
    nationalId: driver.nationalId,
    phone: driver.phone,
    email: driver.email,
    licenseNumber: driver.licenseNumber,
    licenseExpiry: date(driver.licenseExpiry),
    medicalExpiry: date(driver.medicalExpiry),
    backgroundCheckExpiry: date(driver.backgroundCheckExpiry),
    firstAidExpiry: date(driver.firstAidExpiry),
    proficiencyExpiry: date(driver.proficiencyExpiry),
    dateOfBirth: date(driver.dateOfBirth),
    status: driver.status,
    assignedBusId: driver.assignedBusId,
    tripRate: driver.tripRate,
  };
}

export const NEW_DRIVER_VALUES: DriverFormValues = { role: 'driver', status: 'active', assignedBusId: null };

import type { Bus, BusStatus } from '@rihla/shared/contracts/buses';
import dayjs, { type Dayjs } from 'dayjs';

/** What the antd form holds: dates as dayjs for DatePicker, optional texts possibly empty. */
export interface BusFormValues {
  plateNumber?: string;
  capacity?: number | null;
  model?: string;
  year?: number | null;
  status?: BusStatus;
  insuranceExpiry?: Dayjs | null;
  inspectionExpiry?: Dayjs | null;
  operatingCardNumber?: string | null;
  operatingCardExpiry?: Dayjs | null;
  /** Empty: not recorded yet (a bus from before the TGA fields). */
  trackerFitted?: Equipment | null;
  camerasFitted?: Equipment | null;
  gpsDeviceId?: string | null;
  notes?: string | null;
  odometerKm?: number | null;
  odometerReadOn?: Dayjs | null;
  serviceIntervalKm?: number | null;
  serviceIntervalMonths?: number | null;
}

export const BUS_FORM_FIELDS = [
  'plateNumber',
  'capacity',
  'model',
  'year',
  'status',
  'insuranceExpiry',
  'inspectionExpiry',
  'operatingCardNumber',
  'operatingCardExpiry',
  'trackerFitted',
  'camerasFitted',
  'gpsDeviceId',
  'notes',
  'odometerKm',
  'odometerReadOn',
  'serviceIntervalKm',
  'serviceIntervalMonths',
] as const;

/** Whether a tracker or cameras are fitted, as the form's select holds it. */
export const EQUIPMENT = ['fitted', 'notFitted'] as const;
export type Equipment = (typeof EQUIPMENT)[number];
const fitted = (value: Equipment | null | undefined) => (value ? value === 'fitted' : null);
const equipment = (value: boolean | null): Equipment | null =>
  value === null ? null : value ? 'fitted' : 'notFitted';

const day = (value: Dayjs | null | undefined) => (value ? value.format('YYYY-MM-DD') : undefined);
const optionalText = (value: string | null | undefined) => (value?.trim() ? value : null);
const optionalNumber = (value: number | null | undefined) => (value === null ? undefined : value);
const nullableNumber = (value: number | null | undefined) => value ?? null;

/** Form values -> the shape `busInputSchema` parses (dates `YYYY-MM-DD`, empty optional text null). */
export function toBusInput(v: BusFormValues) {
  return {
    plateNumber: v.plateNumber,
    capacity: optionalNumber(v.capacity),
    model: v.model,
    year: optionalNumber(v.year),
    status: v.status,
    insuranceExpiry: day(v.insuranceExpiry),
    inspectionExpiry: day(v.inspectionExpiry),
    operatingCardNumber: optionalText(v.operatingCardNumber),
    operatingCardExpiry: day(v.operatingCardExpiry) ?? null,
    trackerFitted: fitted(v.trackerFitted),
    camerasFitted: fitted(v.camerasFitted),
    gpsDeviceId: optionalText(v.gpsDeviceId),
    notes: optionalText(v.notes),
    odometerKm: nullableNumber(v.odometerKm),
    odometerReadOn: day(v.odometerReadOn) ?? null,
    serviceIntervalKm: nullableNumber(v.serviceIntervalKm),
    serviceIntervalMonths: nullableNumber(v.serviceIntervalMonths),
  };
}

export function toBusFormValues(bus: Bus): BusFormValues {
  return {
    plateNumber: bus.plateNumber,
    capacity: bus.capacity,
    model: bus.model,
    year: bus.year,
    status: bus.status,
    insuranceExpiry: dayjs(bus.insuranceExpiry),
    inspectionExpiry: dayjs(bus.inspectionExpiry),
    operatingCardNumber: bus.operatingCardNumber,
    operatingCardExpiry: bus.operatingCardExpiry ? dayjs(bus.operatingCardExpiry) : null,
    trackerFitted: equipment(bus.trackerFitted),
    camerasFitted: equipment(bus.camerasFitted),
    gpsDeviceId: bus.gpsDeviceId,
    notes: bus.notes,
    odometerKm: bus.odometerKm,
    odometerReadOn: bus.odometerReadOn ? dayjs(bus.odometerReadOn) : null,
    serviceIntervalKm: bus.serviceIntervalKm,
    serviceIntervalMonths: bus.serviceIntervalMonths,
  };
}

export const NEW_BUS_VALUES: BusFormValues = { status: 'active' };

import type { Bus, BusStatus } from '@rihla/shared/contracts/buses';
import {
  choiceColumn,
  countColumn,
  type ExportSpec,
  idColumn,
  type Texts,
  textColumn,
} from '../../lib/export-columns';

const STATUS: Record<BusStatus, Texts> = {
  active: { ar: 'في الخدمة', en: 'In service' },
  maintenance: { ar: 'في الصيانة', en: 'In maintenance' },
  out_of_service: { ar: 'خارج الخدمة', en: 'Out of service' },
};

/** The bus list as the fleet screen shows it, then the fields it leaves to the form. */
export const BUSES_EXPORT: ExportSpec<Bus> = {
  filename: 'buses',
  sheet: { ar: 'الحافلات', en: 'Buses' },
  columns: [
    textColumn({ ar: 'رقم اللوحة', en: 'Plate number' }, (b) => b.plateNumber),
    textColumn({ ar: 'الطراز', en: 'Model' }, (b) => b.model),
    countColumn({ ar: 'سنة الصنع', en: 'Year' }, (b) => b.year),
    countColumn({ ar: 'عدد المقاعد', en: 'Seats' }, (b) => b.capacity),
    choiceColumn({ ar: 'الحالة', en: 'Status' }, STATUS, (b) => b.status),
    textColumn({ ar: 'السائق', en: 'Driver' }, (b) => b.driver?.fullName),
    textColumn({ ar: 'انتهاء التأمين', en: 'Insurance expiry' }, (b) => b.insuranceExpiry),
    textColumn({ ar: 'انتهاء الفحص الدوري', en: 'Inspection expiry' }, (b) => b.inspectionExpiry),
    textColumn({ ar: 'معرّف جهاز التتبع', en: 'GPS device' }, (b) => b.gpsDeviceId),
    textColumn({ ar: 'ملاحظات', en: 'Notes' }, (b) => b.notes),
    idColumn(),
  ],
};

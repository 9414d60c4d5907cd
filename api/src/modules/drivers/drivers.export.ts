import type { Driver, DriverRole, DriverStatus } from '@rihla/shared/contracts/drivers';
import {
  choiceColumn,
  type ExportSpec,
  idColumn,
  moneyColumn,
  type Texts,
  textColumn,
} from '../../lib/export-columns';

const ROLE: Record<DriverRole, Texts> = {
  driver: { ar: 'سائق', en: 'Driver' },
  attendant: { ar: 'مرافق', en: 'Attendant' },
};
const STATUS: Record<DriverStatus, Texts> = {
  active: { ar: 'على رأس العمل', en: 'Active' },
  on_leave: { ar: 'في إجازة', en: 'On leave' },
  suspended: { ar: 'موقوف', en: 'Suspended' },
  inactive: { ar: 'غير نشط', en: 'Inactive' },
};

/** Drivers and attendants as the fleet screen lists them, then their documents and rate. */
export const DRIVERS_EXPORT: ExportSpec<Driver> = {
  filename: 'drivers',
  sheet: { ar: 'السائقون والمرافقون', en: 'Drivers and attendants' },
  columns: [
    textColumn({ ar: 'الاسم الكامل', en: 'Full name' }, (d) => d.fullName),
    choiceColumn({ ar: 'الدور', en: 'Role' }, ROLE, (d) => d.role),
    textColumn({ ar: 'الجوال', en: 'Mobile' }, (d) => d.phone),
    textColumn({ ar: 'رقم الهوية أو الإقامة', en: 'National id or iqama' }, (d) => d.nationalId),
    choiceColumn({ ar: 'الحالة', en: 'Status' }, STATUS, (d) => d.status),
    textColumn({ ar: 'الحافلة المسندة', en: 'Assigned bus' }, (d) => d.assignedBus?.plateNumber),
    textColumn({ ar: 'البريد الإلكتروني', en: 'Email' }, (d) => d.email),
    textColumn({ ar: 'رقم الرخصة', en: 'Licence number' }, (d) => d.licenseNumber),
    textColumn({ ar: 'انتهاء الرخصة', en: 'Licence expiry' }, (d) => d.licenseExpiry),
    textColumn({ ar: 'انتهاء الفحص الطبي', en: 'Medical expiry' }, (d) => d.medicalExpiry),
    textColumn({ ar: 'انتهاء الفحص الأمني', en: 'Background check expiry' }, (d) => d.backgroundCheckExpiry),
    moneyColumn({ ar: 'أجر الرحلة', en: 'Trip rate' }, (d) => d.tripRate),
    idColumn(),
  ],
};

import { DRIVER_ROLES, DRIVER_STATUSES, type Driver } from '@rihla/shared/contracts/drivers';
import { choiceTexts, textsOf } from '@rihla/shared/i18n/labels';
import { FLEET_LABELS as FLEET } from '@rihla/shared/i18n/messages/fleet';
import { choiceColumn, type ExportSpec, idColumn, moneyColumn, textColumn } from '../../lib/export-columns';

/** Drivers and attendants as the fleet screen lists them, then their documents and rate. */
export const DRIVERS_EXPORT: ExportSpec<Driver> = {
  filename: 'drivers',
  sheet: { ar: 'السائقون والمرافقون', en: 'Drivers and attendants' },
  columns: [
    textColumn(textsOf(FLEET, 'driver.fields.fullName'), (d) => d.fullName),
    textColumn(textsOf(FLEET, 'driver.fields.fullNameEn'), (d) => d.fullNameEn),
    choiceColumn(
      textsOf(FLEET, 'driver.fields.role'),
      choiceTexts(FLEET, 'driver.role.', DRIVER_ROLES),
      (d) => d.role,
    ),
    textColumn(textsOf(FLEET, 'driver.fields.phone'), (d) => d.phone),
    textColumn(textsOf(FLEET, 'driver.fields.nationalId'), (d) => d.nationalId),
    choiceColumn(
      textsOf(FLEET, 'driver.fields.status'),
      choiceTexts(FLEET, 'driver.status.', DRIVER_STATUSES),
      (d) => d.status,
    ),
    textColumn(textsOf(FLEET, 'driver.fields.assignedBus'), (d) => d.assignedBus?.plateNumber),
    textColumn(textsOf(FLEET, 'driver.fields.email'), (d) => d.email),
    // The documents as the export has always titled them; the form words them longer.
    textColumn({ ar: 'رقم الرخصة', en: 'Licence number' }, (d) => d.licenseNumber),
    textColumn(textsOf(FLEET, 'driver.fields.licenseExpiry'), (d) => d.licenseExpiry),
    textColumn({ ar: 'انتهاء الفحص الطبي', en: 'Medical expiry' }, (d) => d.medicalExpiry),
    textColumn({ ar: 'انتهاء الفحص الأمني', en: 'Background check expiry' }, (d) => d.backgroundCheckExpiry),
    textColumn(textsOf(FLEET, 'driver.fields.firstAidExpiry'), (d) => d.firstAidExpiry),
    textColumn(textsOf(FLEET, 'driver.fields.proficiencyExpiry'), (d) => d.proficiencyExpiry),
    textColumn(textsOf(FLEET, 'driver.fields.dateOfBirth'), (d) => d.dateOfBirth),
    moneyColumn({ ar: 'أجر الرحلة', en: 'Trip rate' }, (d) => d.tripRate),
    idColumn(),
  ],
};

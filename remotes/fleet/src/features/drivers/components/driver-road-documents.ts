import type { Driver } from '@rihla/shared/contracts/drivers';
import type { DocumentExpiry } from '@rihla/shared/ui/expired-documents';
import type { TFunction } from 'i18next';

/** The documents that keep a driver or attendant off the road once expired, for the "saved" toast. */
export const driverDocuments = (t: TFunction<'fleet'>, driver: Driver): DocumentExpiry[] => [
  ...(driver.role === 'driver'
    ? [{ label: t('driver.documents.licence'), expiry: driver.licenseExpiry }]
    : []),
  { label: t('driver.documents.medical'), expiry: driver.medicalExpiry },
  { label: t('driver.documents.firstAid'), expiry: driver.firstAidExpiry },
  { label: t('driver.documents.proficiency'), expiry: driver.proficiencyExpiry },
];

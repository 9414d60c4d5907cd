import type { Driver } from '@rihla/shared/contracts/drivers';
import type { DocumentExpiry } from '@rihla/shared/ui/expired-documents';
import type { TFunction } from 'i18next';

/** The documents a driver needs on the road (an attendant needs none), for the "saved" toast. */
export const driverDocuments = (t: TFunction<'fleet'>, driver: Driver): DocumentExpiry[] =>
  driver.role === 'driver' ? [{ label: t('driver.documents.licence'), expiry: driver.licenseExpiry }] : [];

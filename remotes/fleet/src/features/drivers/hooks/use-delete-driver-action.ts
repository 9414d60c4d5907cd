import type { Driver } from '@rihla/shared/contracts/drivers';
import { useDeleteAction } from '@rihla/shared/ui/use-delete-action';
import { useTranslation } from 'react-i18next';
import { driverKeys } from '../api/driver-keys';

// A deleted driver frees their bus, so bus views are refreshed too.
const REFRESHED = [driverKeys.all, ['fleet', 'buses']];

/** Deletes the version of the driver the operator saw and says how it went. */
export function useDeleteDriverAction() {
  const { t } = useTranslation('fleet');
  return useDeleteAction<Driver>({
    path: 'drivers',
    invalidate: REFRESHED,
    doneSummary: (driver) => t('driver.delete.done', { name: driver.fullName }),
  });
}

import type { Maintenance } from '@rihla/shared/contracts/bus-maintenance';
import { formatGregorian } from '@rihla/shared/format/date';
import { useDeleteAction } from '@rihla/shared/ui/use-delete-action';
import { useTranslation } from 'react-i18next';
import { MAINTENANCE_READERS } from '../api/maintenance-keys';

/** Deletes the version of the service the operator saw and says how it went. */
export function useDeleteMaintenanceAction() {
  const { t } = useTranslation('fleet');
  return useDeleteAction<Maintenance>({
    path: 'bus-maintenance',
    invalidate: MAINTENANCE_READERS,
    doneSummary: (entry) => t('maintenance.delete.done', { date: formatGregorian(entry.serviceDate) }),
  });
}

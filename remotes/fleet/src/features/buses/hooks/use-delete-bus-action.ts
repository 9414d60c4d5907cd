import type { Bus } from '@rihla/shared/contracts/buses';
import { useDeleteAction } from '@rihla/shared/ui/use-delete-action';
import { useTranslation } from 'react-i18next';
import { busKeys } from '../api/bus-keys';

const REFRESHED = [busKeys.all];

/** Deletes the version of the bus the operator saw and says how it went. */
export function useDeleteBusAction() {
  const { t } = useTranslation('fleet');
  return useDeleteAction<Bus>({
    path: 'buses',
    invalidate: REFRESHED,
    doneSummary: (bus) => t('bus.delete.done', { plate: bus.plateNumber }),
  });
}

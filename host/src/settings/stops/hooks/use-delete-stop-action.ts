import type { Stop } from '@rihla/shared/contracts/stops';
import { nameIn } from '@rihla/shared/format/name-in';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useDeleteAction } from '@rihla/shared/ui/use-delete-action';
import { useTranslation } from 'react-i18next';
import { stopKeys } from '../api/stop-keys';

const REFRESHED = [stopKeys.all];

/** Deletes the version of the stop the operator saw; a stop trips still call at is refused (409). */
export function useDeleteStopAction() {
  const { t } = useTranslation();
  const { locale } = useShell();
  return useDeleteAction<Stop>({
    path: 'stops',
    invalidate: REFRESHED,
    doneSummary: (stop) => t('stops.delete.done', { name: nameIn(locale, stop) }),
  });
}

import type { Bus } from '@rihla/shared/contracts/buses';
import { ProblemError } from '@rihla/shared/http/problem-error';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useTranslation } from 'react-i18next';
import { useDeleteBus } from '../api/delete-bus';

/** Deletes the version the operator saw and says how it went. */
export function useDeleteBusAction() {
  const { toast } = useShell();
  const { t } = useTranslation('fleet');
  const mutation = useDeleteBus();
  return (bus: Bus) =>
    mutation
      .mutateAsync({ id: bus.id, version: bus.version })
      .then(() =>
        toast.add({
          severity: 'success',
          summary: t('bus.delete.done', { plate: bus.plateNumber }),
          life: 4000,
        }),
      )
      .catch((error: unknown) => {
        const stale = error instanceof ProblemError && error.isStale;
        toast.add({
          severity: 'error',
          summary: stale ? t('common.staleDelete') : t('common.deleteFailed'),
          detail: stale ? undefined : error instanceof Error ? error.message : undefined,
          life: 6000,
        });
      });
}

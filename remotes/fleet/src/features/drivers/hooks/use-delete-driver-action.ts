import type { Driver } from '@rihla/shared/contracts/drivers';
import { ProblemError } from '@rihla/shared/http/problem-error';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useTranslation } from 'react-i18next';
import { useDeleteDriver } from '../api/delete-driver';

/** Deletes the version the operator saw and says how it went. */
export function useDeleteDriverAction() {
  const { toast } = useShell();
  const { t } = useTranslation('fleet');
  const mutation = useDeleteDriver();
  return (driver: Driver) =>
    mutation
      .mutateAsync({ id: driver.id, version: driver.version })
      .then(() =>
        toast.add({
          severity: 'success',
          summary: t('driver.delete.done', { name: driver.fullName }),
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

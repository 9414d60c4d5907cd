import type { AuditEntry, ListResponse } from '@rihla/shared/contracts/common';
import { ProblemError } from '@rihla/shared/http/problem-error';
import { useShell } from '@rihla/shared/shell/shell-context';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

/** Query keys of the finance remote; invalidating `financeKeys.all` refreshes every finance view. */
export const financeKeys = {
  all: ['finance'] as const,
  get: (path: string, params = '') => ['finance', path, params] as const,
};

/** A page of `resource` (`settlements`, `invoices`...) for the list's URL query. */
export function useList<T>(resource: string, params: URLSearchParams, enabled = true) {
  const { api } = useShell();
  return useQuery({
    queryKey: financeKeys.get(resource, params.toString()),
    queryFn: (): Promise<ListResponse<T>> => api.get(resource, { searchParams: params }).json(),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** One GET of the finance API (a record, a report). */
export function useGet<T>(path: string, params?: URLSearchParams) {
  const { api } = useShell();
  return useQuery({
    queryKey: financeKeys.get(path, params?.toString()),
    queryFn: (): Promise<T> => api.get(path, params ? { searchParams: params } : {}).json(),
    placeholderData: keepPreviousData,
  });
}

export function useHistory(resource: string, id: string) {
  return useGet<ListResponse<AuditEntry>>(`${resource}/${id}/history`);
}

/**
 * A write of the finance area: on success every finance view refreshes and `success` is toasted;
 * a refusal is toasted with the API's own (translated) words unless `quiet` (a form shows it).
 */
export function useFinanceMutation<V, R>(
  run: (variables: V) => Promise<R>,
  success: (result: R, variables: V) => string,
  quiet = false,
) {
  const { queryClient, toast } = useShell();
  const { t } = useTranslation('finance');
  return useMutation({
    mutationFn: run,
    onSuccess: async (result, variables) => {
      toast.add({ severity: 'success', summary: success(result, variables), life: 4000 });
      await queryClient.invalidateQueries({ queryKey: financeKeys.all });
    },
    onError: (error) => {
      if (quiet) return;
      const detail =
        error instanceof ProblemError ? (error.problem.detail ?? error.problem.title) : undefined;
      toast.add({ severity: 'error', summary: t('common.failed'), detail, life: 6000 });
    },
  });
}

/** The name in the page's language. */
export function nameIn(locale: string, item: { nameAr: string; nameEn: string }): string {
  return locale === 'ar' ? item.nameAr : item.nameEn;
}

import { historyQueryOptions } from '@rihla/shared/http/history-query-options';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useInfiniteQuery } from '@tanstack/react-query';
import { companyKeys } from './company-keys';

/** Audit entries of the company's details, newest first, a page at a time. */
export function useCompanyHistory(id: string) {
  const { api } = useShell();
  return useInfiniteQuery(historyQueryOptions(api, companyKeys.all, 'company', id));
}

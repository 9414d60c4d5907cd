import { balanceSchema } from '@rihla/shared/contracts/finance-reports';
import type { ApiClient } from '@rihla/shared/http/api-client';
import { listQueryOptions } from '@rihla/shared/http/list-query-options';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useQuery } from '@tanstack/react-query';
import { financeReportKeys } from './finance-report-keys';

export function balancesQueryOptions(api: ApiClient, params: URLSearchParams) {
  return listQueryOptions(api, financeReportKeys.balances, 'finance/balances', params, balanceSchema);
}

/** What each parent was invoiced, paid and still owes. */
export function useBalances(params: URLSearchParams) {
  const { api } = useShell();
  return useQuery(balancesQueryOptions(api, params));
}

import { type Monthly, monthlySchema } from '@rihla/shared/contracts/finance-reports';
import type { ApiClient } from '@rihla/shared/http/api-client';
import { parseAnswer } from '@rihla/shared/http/parse-answer';
import { useShell } from '@rihla/shared/shell/shell-context';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { financeReportKeys } from './finance-report-keys';

/** Invoiced, collected and paid out to drivers per month, `from` to `to` (`YYYY-MM`). */
export function getMonthly(api: ApiClient, from: string, to: string): Promise<Monthly> {
  return parseAnswer(api.get('finance/monthly', { searchParams: { from, to } }), monthlySchema);
}

export function monthlyQueryOptions(api: ApiClient, from: string, to: string) {
  return queryOptions({
    queryKey: financeReportKeys.monthly(from, to),
    queryFn: () => getMonthly(api, from, to),
  });
}

export function useMonthly(from: string, to: string) {
  const { api } = useShell();
  return useQuery(monthlyQueryOptions(api, from, to));
}

import { type KpiSummary, kpiSummarySchema } from '@rihla/shared/contracts/kpis';
import type { ApiClient } from '@rihla/shared/http/api-client';
import { parseAnswer } from '@rihla/shared/http/parse-answer';
import { useShell } from '@rihla/shared/shell/shell-context';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { kpiKeys } from './kpi-keys';

/** The figures of a date range, optionally of one school, bus or driver. */
export function getKpis(api: ApiClient, params: URLSearchParams): Promise<KpiSummary> {
  return parseAnswer(api.get('kpis', { searchParams: params }), kpiSummarySchema);
}

export function kpisQueryOptions(api: ApiClient, params: URLSearchParams) {
  return queryOptions({
    queryKey: kpiKeys.summary(params.toString()),
    queryFn: () => getKpis(api, params),
    placeholderData: keepPreviousData,
  });
}

export function useKpis(params: URLSearchParams, enabled: boolean) {
  const { api } = useShell();
  return useQuery({ ...kpisQueryOptions(api, params), enabled });
}

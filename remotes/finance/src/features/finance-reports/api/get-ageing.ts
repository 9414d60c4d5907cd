import { type Ageing, ageingSchema } from '@rihla/shared/contracts/finance-reports';
import type { ApiClient } from '@rihla/shared/http/api-client';
import { parseAnswer } from '@rihla/shared/http/parse-answer';
import { useShell } from '@rihla/shared/shell/shell-context';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { financeReportKeys } from './finance-report-keys';

/** What is owed, by how long past its due date. */
export function getAgeing(api: ApiClient): Promise<Ageing> {
  return parseAnswer(api.get('finance/ageing'), ageingSchema);
}

export function ageingQueryOptions(api: ApiClient) {
  return queryOptions({ queryKey: financeReportKeys.ageing, queryFn: () => getAgeing(api) });
}

export function useAgeing() {
  const { api } = useShell();
  return useQuery(ageingQueryOptions(api));
}

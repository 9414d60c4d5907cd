import { type PlannerRun, plannerRunSchema } from '@rihla/shared/contracts/planner';
import type { ApiClient } from '@rihla/shared/http/api-client';
import { parseAnswer } from '@rihla/shared/http/parse-answer';
import { useShell } from '@rihla/shared/shell/shell-context';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { plannerKeys } from './planner-keys';

/** While the planner searches, its progress is read every second. */
const POLL_MS = 1000;

export function getPlannerRun(api: ApiClient, id: string): Promise<PlannerRun> {
  return parseAnswer(api.get(`planner/runs/${id}`), plannerRunSchema);
}

export function plannerRunQueryOptions(api: ApiClient, id: string) {
  return queryOptions({
    queryKey: plannerKeys.run(id),
    queryFn: () => getPlannerRun(api, id),
    refetchInterval: (query) => (query.state.data?.status === 'running' ? POLL_MS : false),
  });
}

/** One planning run: its progress while it searches, then its proposal. */
export function usePlannerRun(id: string | undefined) {
  const { api } = useShell();
  return useQuery({ ...plannerRunQueryOptions(api, id ?? ''), enabled: Boolean(id) });
}

import { type PlannerRun, plannerRunSchema } from '@rihla/shared/contracts/planner';
import type { ApiClient } from '@rihla/shared/http/api-client';
import { parseAnswer } from '@rihla/shared/http/parse-answer';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { plannerKeys } from './planner-keys';

/** Asks the run to stop; it keeps its best plan so far. */
export function stopPlannerRun(api: ApiClient, id: string): Promise<PlannerRun> {
  return parseAnswer(api.post(`planner/runs/${id}/stop`), plannerRunSchema);
}

export function useStopPlannerRun() {
  const { api } = useShell();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => stopPlannerRun(api, id),
    onSuccess: (run) => queryClient.setQueryData(plannerKeys.run(run.id), run),
  });
}

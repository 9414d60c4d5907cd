import { type PlannerRun, type PlannerRunInput, plannerRunSchema } from '@rihla/shared/contracts/planner';
import type { ApiClient } from '@rihla/shared/http/api-client';
import { parseAnswer } from '@rihla/shared/http/parse-answer';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useMutation } from '@tanstack/react-query';

/** Starts a run; the API answers at once and searches in its own thread. */
export function startPlannerRun(api: ApiClient, input: PlannerRunInput): Promise<PlannerRun> {
  return parseAnswer(api.post('planner/runs', { json: input }), plannerRunSchema);
}

export function useStartPlannerRun() {
  const { api } = useShell();
  return useMutation({ mutationFn: (input: PlannerRunInput) => startPlannerRun(api, input) });
}

import { type PlannerRun, type PlannerRunInput, plannerRunSchema } from '@rihla/shared/contracts/planner';
import type { ApiClient } from '@rihla/shared/http/api-client';
import { parseAnswer } from '@rihla/shared/http/parse-answer';
import { useShell } from '@rihla/shared/shell/shell-context';
import { idempotencyHeaders, type Keyed } from '@rihla/shared/ui/use-one-shot';
import { useMutation } from '@tanstack/react-query';

/** Starts a run; the API answers at once and searches in its own thread. */
export function startPlannerRun(api: ApiClient, input: PlannerRunInput, key: string): Promise<PlannerRun> {
  return parseAnswer(
    api.post('planner/runs', { json: input, headers: idempotencyHeaders(key) }),
    plannerRunSchema,
  );
}

export function useStartPlannerRun() {
  const { api } = useShell();
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: Keyed<PlannerRunInput>) =>
      startPlannerRun(api, input, idempotencyKey),
  });
}

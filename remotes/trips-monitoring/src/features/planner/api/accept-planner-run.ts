import { type PlannerAcceptResult, plannerAcceptResultSchema } from '@rihla/shared/contracts/planner';
import type { ApiClient } from '@rihla/shared/http/api-client';
import { parseAnswer } from '@rihla/shared/http/parse-answer';
import { useShell } from '@rihla/shared/shell/shell-context';
import { idempotencyHeaders, type Keyed } from '@rihla/shared/ui/use-one-shot';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tripKeys } from '../../trips/api/trip-keys';
import { plannerKeys } from './planner-keys';

/** Accepts the proposal at the version read: its stops, trips and seats are created, parents told. */
export function acceptPlannerRun(
  api: ApiClient,
  id: string,
  version: number,
  key: string,
): Promise<PlannerAcceptResult> {
  return parseAnswer(
    api.post(`planner/runs/${id}/accept`, { json: { version }, headers: idempotencyHeaders(key) }),
    plannerAcceptResultSchema,
  );
}

export function useAcceptPlannerRun() {
  const { api } = useShell();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input: { id, version }, idempotencyKey }: Keyed<{ id: string; version: number }>) =>
      acceptPlannerRun(api, id, version, idempotencyKey),
    onSuccess: (result) => {
      queryClient.setQueryData(plannerKeys.run(result.run.id), result.run);
      return queryClient.invalidateQueries({ queryKey: tripKeys.all });
    },
  });
}

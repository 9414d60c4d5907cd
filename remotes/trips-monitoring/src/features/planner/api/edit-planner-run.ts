import {
  type PlannerEditInput,
  type PlannerRun,
  plannerEditInputSchema,
  plannerRunSchema,
} from '@rihla/shared/contracts/planner';
import type { ApiClient } from '@rihla/shared/http/api-client';
import { parseAnswer } from '@rihla/shared/http/parse-answer';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { plannerKeys } from './planner-keys';

/** One edit of the proposal at the version read: the API re-times the routes and re-checks the whole plan. */
export function editPlannerRun(api: ApiClient, id: string, input: PlannerEditInput): Promise<PlannerRun> {
  return parseAnswer(
    api.post(`planner/runs/${id}/edits`, { json: plannerEditInputSchema.parse(input) }),
    plannerRunSchema,
  );
}

export function useEditPlannerRun() {
  const { api } = useShell();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: PlannerEditInput }) => editPlannerRun(api, id, input),
    onSuccess: (run) => queryClient.setQueryData(plannerKeys.run(run.id), run),
  });
}

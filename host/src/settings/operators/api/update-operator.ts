import { type Operator, type OperatorUpdate, operatorSchema } from '@rihla/shared/contracts/operators';
import type { ApiClient } from '@rihla/shared/http/api-client';
import { parseAnswer } from '@rihla/shared/http/parse-answer';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { operatorKeys } from './operator-keys';

export async function updateOperator(api: ApiClient, id: string, input: OperatorUpdate): Promise<Operator> {
  return parseAnswer(api.put(`operators/${id}`, { json: input }), operatorSchema);
}

/** PUT /operators/:id at the version read: name, role, active, and a new temporary password. */
export function useUpdateOperator(id: string) {
  const { api } = useShell();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OperatorUpdate) => updateOperator(api, id, input),
    onSuccess: (operator) => {
      queryClient.setQueryData(operatorKeys.detail(id), operator);
      return queryClient.invalidateQueries({ queryKey: operatorKeys.all });
    },
  });
}

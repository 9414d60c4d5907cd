import { type Operator, type OperatorCreate, operatorSchema } from '@rihla/shared/contracts/operators';
import { parseAnswer } from '@rihla/shared/http/parse-answer';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { operatorKeys } from './operator-keys';

export function useCreateOperator() {
  const { api } = useShell();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: OperatorCreate): Promise<Operator> =>
      parseAnswer(api.post('operators', { json: input }), operatorSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorKeys.all }),
  });
}

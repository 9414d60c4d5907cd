import { type Operator, type OperatorCreate, operatorSchema } from '@rihla/shared/contracts/operators';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { operatorKeys } from './operator-keys';

export function useCreateOperator() {
  const { api } = useShell();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: OperatorCreate): Promise<Operator> =>
      operatorSchema.parse(await api.post('operators', { json: input }).json()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorKeys.all }),
  });
}

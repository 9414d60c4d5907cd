import { type Operator, operatorSchema } from '@rihla/shared/contracts/operators';
import { parseAnswer } from '@rihla/shared/http/parse-answer';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useQuery } from '@tanstack/react-query';
import { operatorKeys } from './operator-keys';

/** One operator account, as the edit drawer reads it (and reloads it after a stale save). */
export function useOperator(id: string) {
  const { api } = useShell();
  return useQuery({
    queryKey: operatorKeys.detail(id),
    queryFn: async (): Promise<Operator> => parseAnswer(api.get(`operators/${id}`), operatorSchema),
  });
}

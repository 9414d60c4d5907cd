import { useShell } from '@rihla/shared/shell/shell-context';
import { useToastedMutation } from '@rihla/shared/ui/use-toasted-mutation';
import { operatorKeys } from './operator-keys';

/** POST /operators/:id/second-factor/reset: the operator sets up their app again at the next sign-in. */
export function useResetSecondFactor(id: string, successText: string) {
  const { api } = useShell();
  return useToastedMutation({
    mutationFn: () => api.post(`operators/${id}/second-factor/reset`, { retry: 0 }),
    invalidate: operatorKeys.all,
    success: () => successText,
  });
}

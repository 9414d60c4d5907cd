import { type SignInSessionList, signInSessionListSchema } from '@rihla/shared/contracts/phone-sign-in';
import { parseAnswer } from '@rihla/shared/http/parse-answer';
import { useShell } from '@rihla/shared/shell/shell-context';
import { type MutationToasts, useToastedMutation } from '@rihla/shared/ui/use-toasted-mutation';
import { useQuery } from '@tanstack/react-query';
import { parentKeys } from './parent-keys';

const sessionsKey = (parentId: string) => [...parentKeys.all, 'family-sessions', parentId] as const;

/** The phones signed in to the families' app as this parent. */
export function useFamilySessions(parentId: string) {
  const { api } = useShell();
  return useQuery({
    queryKey: sessionsKey(parentId),
    queryFn: () => parseAnswer(api.get(`parents/${parentId}/family-sessions`), signInSessionListSchema),
  });
}

/** Signs one of those phones out (audited on the parent). */
export function useRevokeFamilySession(
  parentId: string,
  toasts: MutationToasts<SignInSessionList['items'][number], void>,
) {
  const { api } = useShell();
  return useToastedMutation({
    ...toasts,
    mutationFn: async (session: SignInSessionList['items'][number]) => {
      await api.delete(`parents/${parentId}/family-sessions/${session.id}`);
    },
    invalidate: sessionsKey(parentId),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCrew } from '../../../crew-context';
import { CREW_SESSION_KEY } from './get-crew-session';

/** Signs this phone out (its session ends on the server too). */
export function useSignOut() {
  const { api } = useCrew();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await api.post('crew/auth/logout');
    },
    onSettled: () => queryClient.setQueryData(CREW_SESSION_KEY, null),
  });
}

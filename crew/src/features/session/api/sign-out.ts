import { dropOfflineCopies } from '@rihla/shared/mobile/offline-copy';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCrew } from '../../../crew-context';
import { OFFLINE_KEYS } from '../offline-keys';
import { CREW_SESSION_KEY } from './get-crew-session';

/** Signs this phone out (its session ends on the server too, and what the phone kept goes). */
export function useSignOut() {
  const { api } = useCrew();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await api.post('crew/auth/logout');
    },
    onSettled: () => {
      dropOfflineCopies(Object.values(OFFLINE_KEYS));
      queryClient.removeQueries({ queryKey: ['crew', 'today'] });
      queryClient.setQueryData(CREW_SESSION_KEY, null);
    },
  });
}

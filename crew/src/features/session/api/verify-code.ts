import { type CrewCodeVerify, crewSessionSchema } from '@rihla/shared/contracts/crew';
import { parseAnswer } from '@rihla/shared/http/parse-answer';
import { keepOfflineCopy } from '@rihla/shared/mobile/offline-copy';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCrew } from '../../../crew-context';
import { OFFLINE_KEYS } from '../offline-keys';
import { CREW_SESSION_KEY } from './get-crew-session';

/** Signs this phone in with the code it received; the session becomes the app's (kept for offline use). */
export function useVerifyCode() {
  const { api } = useCrew();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CrewCodeVerify) =>
      parseAnswer(api.post('crew/auth/verify', { json: body }), crewSessionSchema),
    onSuccess: (session) => {
      keepOfflineCopy(OFFLINE_KEYS.session, session);
      queryClient.setQueryData(CREW_SESSION_KEY, session);
    },
  });
}

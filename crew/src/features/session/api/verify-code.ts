import { type CrewCodeVerify, crewSessionSchema } from '@rihla/shared/contracts/crew';
import { parseAnswer } from '@rihla/shared/http/parse-answer';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCrew } from '../../../crew-context';
import { CREW_SESSION_KEY } from './get-crew-session';

/** Signs this phone in with the code it received; the session becomes the app's. */
export function useVerifyCode() {
  const { api } = useCrew();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CrewCodeVerify) =>
      parseAnswer(api.post('crew/auth/verify', { json: body }), crewSessionSchema),
    onSuccess: (session) => queryClient.setQueryData(CREW_SESSION_KEY, session),
  });
}

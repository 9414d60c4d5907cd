import { type CrewSession, crewSessionSchema } from '@rihla/shared/contracts/crew';
import { parseAnswer } from '@rihla/shared/http/parse-answer';
import { ProblemError } from '@rihla/shared/http/problem-error';
import { dropOfflineCopies, keepOfflineCopy, offlineCopy } from '@rihla/shared/mobile/offline-copy';
import { useQuery } from '@tanstack/react-query';
import { useCrew } from '../../../crew-context';
import { OFFLINE_KEYS } from '../offline-keys';

export const CREW_SESSION_KEY = ['crew', 'session'] as const;

/**
 * The signed-in crew member, or null when this phone is not signed in (401: what the phone kept
 * goes too). With no network, the session the phone last saw, until its shift ends.
 */
export function useCrewSession() {
  const { api } = useCrew();
  return useQuery({
    queryKey: CREW_SESSION_KEY,
    queryFn: async (): Promise<CrewSession | null> => {
      try {
        const session = await parseAnswer(api.get('crew/me'), crewSessionSchema);
        keepOfflineCopy(OFFLINE_KEYS.session, session);
        return session;
      } catch (error) {
        if (error instanceof ProblemError && error.status === 401) {
          dropOfflineCopies(Object.values(OFFLINE_KEYS));
          return null;
        }
        const kept =
          error instanceof ProblemError ? undefined : offlineCopy(OFFLINE_KEYS.session, crewSessionSchema);
        if (kept && Date.parse(kept.expiresAt) > Date.now()) return kept;
        throw error;
      }
    },
    staleTime: 60_000,
  });
}

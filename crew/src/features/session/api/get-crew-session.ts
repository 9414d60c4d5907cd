import { type CrewSession, crewSessionSchema } from '@rihla/shared/contracts/crew';
import { parseAnswer } from '@rihla/shared/http/parse-answer';
import { ProblemError } from '@rihla/shared/http/problem-error';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCrew } from '../../../crew-context';

export const CREW_SESSION_KEY = ['crew', 'session'] as const;

/** The signed-in crew member, or null when this phone is not signed in (401). */
export function crewSessionQuery(api: ReturnType<typeof useCrew>['api']) {
  return queryOptions({
    queryKey: CREW_SESSION_KEY,
    queryFn: async (): Promise<CrewSession | null> => {
      try {
        return await parseAnswer(api.get('crew/me'), crewSessionSchema);
      } catch (error) {
        if (error instanceof ProblemError && error.status === 401) return null;
        throw error;
      }
    },
    staleTime: 60_000,
  });
}

export function useCrewSession() {
  const { api } = useCrew();
  return useQuery(crewSessionQuery(api));
}

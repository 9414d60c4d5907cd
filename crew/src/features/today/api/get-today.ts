import { crewTodaySchema } from '@rihla/shared/contracts/crew';
import { parseAnswer } from '@rihla/shared/http/parse-answer';
import { ProblemError } from '@rihla/shared/http/problem-error';
import { keepOfflineCopy, offlineCopy } from '@rihla/shared/mobile/offline-copy';
import { useQuery } from '@tanstack/react-query';
import { useCrew } from '../../../crew-context';
import { OFFLINE_KEYS } from '../../session/offline-keys';

/**
 * The signed-in member's trips of today, stops and riders (`GET /crew/today`), kept on the phone
 * at every answer so the manifest is there with no network (the copy of today only).
 */
export function useToday() {
  const { api } = useCrew();
  return useQuery({
    queryKey: ['crew', 'today'],
    queryFn: async () => {
      try {
        const today = await parseAnswer(api.get('crew/today'), crewTodaySchema);
        keepOfflineCopy(OFFLINE_KEYS.today, today);
        return today;
      } catch (error) {
        const kept =
          error instanceof ProblemError ? undefined : offlineCopy(OFFLINE_KEYS.today, crewTodaySchema);
        if (kept) return kept;
        throw error;
      }
    },
    staleTime: 60_000,
  });
}

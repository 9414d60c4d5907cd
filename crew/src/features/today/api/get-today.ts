import { crewTodaySchema } from '@rihla/shared/contracts/crew';
import { parseAnswer } from '@rihla/shared/http/parse-answer';
import { useQuery } from '@tanstack/react-query';
import { useCrew } from '../../../crew-context';

/** The signed-in member's trips of today, stops and riders (`GET /crew/today`). */
export function useToday() {
  const { api } = useCrew();
  return useQuery({
    queryKey: ['crew', 'today'],
    queryFn: () => parseAnswer(api.get('crew/today'), crewTodaySchema),
    staleTime: 60_000,
  });
}

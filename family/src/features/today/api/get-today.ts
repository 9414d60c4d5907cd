import { familyTodaySchema } from '@rihla/shared/contracts/family';
import { parseAnswer } from '@rihla/shared/http/parse-answer';
import { useQuery } from '@tanstack/react-query';
import { useFamily } from '../../../family-context';

export const TODAY_KEY = ['family', 'today'] as const;

/** The parent's children and their trips of today (`GET /family/today`), fresh every half minute while open. */
export function useToday() {
  const { api } = useFamily();
  return useQuery({
    queryKey: TODAY_KEY,
    queryFn: () => parseAnswer(api.get('family/today'), familyTodaySchema),
    refetchInterval: 30_000,
  });
}

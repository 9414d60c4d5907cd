import { familyNoticeListSchema } from '@rihla/shared/contracts/family';
import { parseAnswer } from '@rihla/shared/http/parse-answer';
import { useQuery } from '@tanstack/react-query';
import { useFamily } from '../../../family-context';

/** The family's inbox (`GET /family/notices`), read again every minute while the app is open. */
export function useNotices() {
  const { api } = useFamily();
  return useQuery({
    queryKey: ['family', 'notices'],
    queryFn: () => parseAnswer(api.get('family/notices'), familyNoticeListSchema),
    refetchInterval: 60_000,
  });
}

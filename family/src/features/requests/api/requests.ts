import { familyRequestListSchema } from '@rihla/shared/contracts/family';
import { parseAnswer } from '@rihla/shared/http/parse-answer';
import { useQuery } from '@tanstack/react-query';
import { useFamily } from '../../../family-context';

/** The family's requests for a seat and the form's prefill (`GET /family/requests`). */
export function useRequests() {
  const { api } = useFamily();
  return useQuery({
    queryKey: ['family', 'requests'],
    queryFn: () => parseAnswer(api.get('family/requests'), familyRequestListSchema),
  });
}

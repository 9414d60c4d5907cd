import { type Company, companySchema } from '@rihla/shared/contracts/company';
import { parseAnswer } from '@rihla/shared/http/parse-answer';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useQuery } from '@tanstack/react-query';
import { companyKeys } from './company-keys';

/** GET /company: the one record of the company's own details. */
export function useCompany() {
  const { api } = useShell();
  return useQuery({
    queryKey: companyKeys.detail,
    queryFn: async (): Promise<Company> => parseAnswer(api.get('company'), companySchema),
  });
}

import { type Company, type CompanyUpdate, companySchema } from '@rihla/shared/contracts/company';
import { parseAnswer } from '@rihla/shared/http/parse-answer';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companyKeys } from './company-keys';

/** PUT /company at the version read. */
export function useUpdateCompany() {
  const { api } = useShell();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CompanyUpdate): Promise<Company> =>
      parseAnswer(api.put('company', { json: input }), companySchema),
    onSuccess: (company) => {
      queryClient.setQueryData(companyKeys.detail, company);
      return queryClient.invalidateQueries({ queryKey: companyKeys.all });
    },
  });
}

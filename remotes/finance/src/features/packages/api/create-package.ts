import { type Package, type PackageInput, packageSchema } from '@rihla/shared/contracts/packages';
import type { ApiClient } from '@rihla/shared/http/api-client';
import { parseAnswer } from '@rihla/shared/http/parse-answer';
import { useShell } from '@rihla/shared/shell/shell-context';
import { type MutationToasts, useToastedMutation } from '@rihla/shared/ui/use-toasted-mutation';
import { FINANCE_KEY } from '../../finance-keys';

export function createPackage(api: ApiClient, input: PackageInput): Promise<Package> {
  return parseAnswer(api.post('packages', { json: input }), packageSchema);
}

export function useCreatePackage(toasts: MutationToasts<PackageInput, Package>) {
  const { api } = useShell();
  return useToastedMutation({
    ...toasts,
    mutationFn: (input: PackageInput) => createPackage(api, input),
    invalidate: FINANCE_KEY,
  });
}

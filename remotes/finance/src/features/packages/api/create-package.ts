import type { Package, PackageInput } from '@rihla/shared/contracts/packages';
import type { ApiClient } from '@rihla/shared/http/api-client';
import { useShell } from '@rihla/shared/shell/shell-context';
import { type MutationToasts, useToastedMutation } from '@rihla/shared/ui/use-toasted-mutation';
import { FINANCE_KEY } from '../../finance-keys';

export function createPackage(api: ApiClient, input: PackageInput): Promise<Package> {
  return api.post('packages', { json: input }).json();
}

export function useCreatePackage(toasts: MutationToasts<PackageInput, Package>) {
  const { api } = useShell();
  return useToastedMutation({
    ...toasts,
    mutationFn: (input: PackageInput) => createPackage(api, input),
    invalidate: FINANCE_KEY,
  });
}

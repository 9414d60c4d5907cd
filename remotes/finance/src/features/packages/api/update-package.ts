import { type Package, type PackageUpdate, packageSchema } from '@rihla/shared/contracts/packages';
import type { ApiClient } from '@rihla/shared/http/api-client';
import { parseAnswer } from '@rihla/shared/http/parse-answer';
import { useShell } from '@rihla/shared/shell/shell-context';
import { type MutationToasts, useToastedMutation } from '@rihla/shared/ui/use-toasted-mutation';
import { FINANCE_KEY } from '../../finance-keys';

export function updatePackage(api: ApiClient, id: string, input: PackageUpdate): Promise<Package> {
  return parseAnswer(api.put(`packages/${id}`, { json: input }), packageSchema);
}

export function useUpdatePackage(id: string, toasts: MutationToasts<PackageUpdate, Package>) {
  const { api } = useShell();
  return useToastedMutation({
    ...toasts,
    mutationFn: (input: PackageUpdate) => updatePackage(api, id, input),
    invalidate: FINANCE_KEY,
  });
}

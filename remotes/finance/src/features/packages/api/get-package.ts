import { type Package, packageSchema } from '@rihla/shared/contracts/packages';
import type { ApiClient } from '@rihla/shared/http/api-client';
import { parseAnswer } from '@rihla/shared/http/parse-answer';
import { useShell } from '@rihla/shared/shell/shell-context';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { packageKeys } from './package-keys';

export function getPackage(api: ApiClient, id: string): Promise<Package> {
  return parseAnswer(api.get(`packages/${id}`), packageSchema);
}

export function packageQueryOptions(api: ApiClient, id: string) {
  return queryOptions({ queryKey: packageKeys.detail(id), queryFn: () => getPackage(api, id) });
}

export function usePackage(id: string) {
  const { api } = useShell();
  return useQuery(packageQueryOptions(api, id));
}

import type { Package } from '@rihla/shared/contracts/packages';
import type { ApiClient } from '@rihla/shared/http/api-client';
import { useShell } from '@rihla/shared/shell/shell-context';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { packageKeys } from './package-keys';

export function getPackage(api: ApiClient, id: string): Promise<Package> {
  return api.get(`packages/${id}`).json();
}

export function packageQueryOptions(api: ApiClient, id: string) {
  return queryOptions({ queryKey: packageKeys.detail(id), queryFn: () => getPackage(api, id) });
}

export function usePackage(id: string) {
  const { api } = useShell();
  return useQuery(packageQueryOptions(api, id));
}

import { packageSchema } from '@rihla/shared/contracts/packages';
import type { ApiClient } from '@rihla/shared/http/api-client';
import { listQueryOptions } from '@rihla/shared/http/list-query-options';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useQuery } from '@tanstack/react-query';
import { packageKeys } from './package-keys';

export function packagesQueryOptions(api: ApiClient, params: URLSearchParams) {
  return listQueryOptions(api, packageKeys.all, 'packages', params, packageSchema);
}

/** A page of packages for the list's URL query. */
export function usePackages(params: URLSearchParams) {
  const { api } = useShell();
  return useQuery(packagesQueryOptions(api, params));
}

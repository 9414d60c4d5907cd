import { operatorSchema } from '@rihla/shared/contracts/operators';
import type { ApiClient } from '@rihla/shared/http/api-client';
import { listQueryOptions } from '@rihla/shared/http/list-query-options';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useQuery } from '@tanstack/react-query';
import { operatorKeys } from './operator-keys';

function operatorsQueryOptions(api: ApiClient, params: URLSearchParams) {
  return listQueryOptions(api, operatorKeys.all, 'operators', params, operatorSchema);
}

/** A page of operator accounts for the list's URL query. */
export function useOperators(params: URLSearchParams) {
  const { api } = useShell();
  return useQuery(operatorsQueryOptions(api, params));
}

import { settlementSchema } from '@rihla/shared/contracts/settlements';
import type { ApiClient } from '@rihla/shared/http/api-client';
import { listQueryOptions } from '@rihla/shared/http/list-query-options';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useQuery } from '@tanstack/react-query';
import { settlementKeys } from './settlement-keys';

export function settlementsQueryOptions(api: ApiClient, params: URLSearchParams) {
  return listQueryOptions(api, settlementKeys.all, 'settlements', params, settlementSchema);
}

/** A page of settlements for the list's URL query. */
export function useSettlements(params: URLSearchParams) {
  const { api } = useShell();
  return useQuery(settlementsQueryOptions(api, params));
}

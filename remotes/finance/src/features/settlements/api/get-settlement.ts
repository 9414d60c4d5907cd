import { type SettlementDetails, settlementDetailsSchema } from '@rihla/shared/contracts/settlements';
import type { ApiClient } from '@rihla/shared/http/api-client';
import { parseAnswer } from '@rihla/shared/http/parse-answer';
import { useShell } from '@rihla/shared/shell/shell-context';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { settlementKeys } from './settlement-keys';

/** A settlement with the trips it pays. */
export function getSettlement(api: ApiClient, id: string): Promise<SettlementDetails> {
  return parseAnswer(api.get(`settlements/${id}`), settlementDetailsSchema);
}

export function settlementQueryOptions(api: ApiClient, id: string) {
  return queryOptions({ queryKey: settlementKeys.detail(id), queryFn: () => getSettlement(api, id) });
}

export function useSettlement(id: string) {
  const { api } = useShell();
  return useQuery(settlementQueryOptions(api, id));
}

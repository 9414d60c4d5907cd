import {
  type SettlementCompose,
  type SettlementDetails,
  settlementDetailsSchema,
} from '@rihla/shared/contracts/settlements';
import type { ApiClient } from '@rihla/shared/http/api-client';
import { parseAnswer } from '@rihla/shared/http/parse-answer';
import { useShell } from '@rihla/shared/shell/shell-context';
import { type MutationToasts, useToastedMutation } from '@rihla/shared/ui/use-toasted-mutation';
import { FINANCE_KEY } from '../../finance-keys';

/** Stores the settlement as a draft; its trips are settled from then on. */
export function createSettlement(api: ApiClient, input: SettlementCompose): Promise<SettlementDetails> {
  return parseAnswer(api.post('settlements', { json: input }), settlementDetailsSchema);
}

export function useCreateSettlement(toasts: MutationToasts<SettlementCompose, SettlementDetails>) {
  const { api } = useShell();
  return useToastedMutation({
    ...toasts,
    mutationFn: (input: SettlementCompose) => createSettlement(api, input),
    invalidate: FINANCE_KEY,
  });
}

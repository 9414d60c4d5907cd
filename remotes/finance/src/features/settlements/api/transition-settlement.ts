import {
  type SettlementDetails,
  type SettlementTransition,
  settlementDetailsSchema,
} from '@rihla/shared/contracts/settlements';
import type { ApiClient } from '@rihla/shared/http/api-client';
import { parseAnswer } from '@rihla/shared/http/parse-answer';
import { useShell } from '@rihla/shared/shell/shell-context';
import { idempotencyHeaders, type Keyed } from '@rihla/shared/ui/use-one-shot';
import { type MutationToasts, useToastedMutation } from '@rihla/shared/ui/use-toasted-mutation';
import { FINANCE_KEY } from '../../finance-keys';

/** Draft -> approved -> paid (with the transfer's reference), for the version the operator saw. */
export function transitionSettlement(
  api: ApiClient,
  id: string,
  transition: SettlementTransition,
  key: string,
): Promise<SettlementDetails> {
  return parseAnswer(
    api.post(`settlements/${id}/transitions`, { json: transition, headers: idempotencyHeaders(key) }),
    settlementDetailsSchema,
  );
}

export function useTransitionSettlement(
  id: string,
  toasts: MutationToasts<Keyed<SettlementTransition>, SettlementDetails>,
) {
  const { api } = useShell();
  return useToastedMutation({
    ...toasts,
    mutationFn: ({ input, idempotencyKey }: Keyed<SettlementTransition>) =>
      transitionSettlement(api, id, input, idempotencyKey),
    invalidate: FINANCE_KEY,
  });
}

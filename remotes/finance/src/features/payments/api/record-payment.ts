import { type Payment, type PaymentInput, paymentSchema } from '@rihla/shared/contracts/payments';
import type { ApiClient } from '@rihla/shared/http/api-client';
import { LEDGER_READERS } from '@rihla/shared/http/ledger-keys';
import { parseAnswer } from '@rihla/shared/http/parse-answer';
import { useShell } from '@rihla/shared/shell/shell-context';
import { idempotencyHeaders, type Keyed } from '@rihla/shared/ui/use-one-shot';
import { type MutationToasts, useToastedMutation } from '@rihla/shared/ui/use-toasted-mutation';

/** A payment or a refund against one invoice. */
export function recordPayment(api: ApiClient, input: PaymentInput, key: string): Promise<Payment> {
  return parseAnswer(api.post('payments', { json: input, headers: idempotencyHeaders(key) }), paymentSchema);
}

export function useRecordPayment(toasts: MutationToasts<Keyed<PaymentInput>, Payment>) {
  const { api } = useShell();
  return useToastedMutation({
    ...toasts,
    mutationFn: ({ input, idempotencyKey }: Keyed<PaymentInput>) => recordPayment(api, input, idempotencyKey),
    invalidate: LEDGER_READERS,
  });
}

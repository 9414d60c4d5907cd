import { type Payment, type PaymentInput, paymentSchema } from '@rihla/shared/contracts/payments';
import type { ApiClient } from '@rihla/shared/http/api-client';
import { LEDGER_READERS } from '@rihla/shared/http/ledger-keys';
import { parseAnswer } from '@rihla/shared/http/parse-answer';
import { useShell } from '@rihla/shared/shell/shell-context';
import { type MutationToasts, useToastedMutation } from '@rihla/shared/ui/use-toasted-mutation';

/** A payment or a refund against one invoice. */
export function recordPayment(api: ApiClient, input: PaymentInput): Promise<Payment> {
  return parseAnswer(api.post('payments', { json: input }), paymentSchema);
}

export function useRecordPayment(toasts: MutationToasts<PaymentInput, Payment>) {
  const { api } = useShell();
  return useToastedMutation({
    ...toasts,
    mutationFn: (input: PaymentInput) => recordPayment(api, input),
    invalidate: LEDGER_READERS,
  });
}

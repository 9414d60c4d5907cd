import { type Payment, type PaymentVoid, paymentSchema } from '@rihla/shared/contracts/payments';
import { LEDGER_READERS } from '@rihla/shared/http/ledger-keys';
import { parseAnswer } from '@rihla/shared/http/parse-answer';
import { useShell } from '@rihla/shared/shell/shell-context';
import { idempotencyHeaders, type Keyed } from '@rihla/shared/ui/use-one-shot';
import { type MutationToasts, useToastedMutation } from '@rihla/shared/ui/use-toasted-mutation';

/** Voids a payment recorded by mistake today (the invoice and balance put back; not a refund). */
export function useVoidPayment(id: string, toasts: MutationToasts<Keyed<PaymentVoid>, Payment>) {
  const { api } = useShell();
  return useToastedMutation({
    ...toasts,
    mutationFn: ({ input, idempotencyKey }: Keyed<PaymentVoid>) =>
      parseAnswer(
        api.post(`payments/${id}/void`, { json: input, headers: idempotencyHeaders(idempotencyKey) }),
        paymentSchema,
      ),
    invalidate: LEDGER_READERS,
  });
}

import {
  type InvoiceRun,
  type InvoiceRunResult,
  invoiceRunResultSchema,
} from '@rihla/shared/contracts/invoices';
import type { ApiClient } from '@rihla/shared/http/api-client';
import { LEDGER_READERS } from '@rihla/shared/http/ledger-keys';
import { parseAnswer } from '@rihla/shared/http/parse-answer';
import { useShell } from '@rihla/shared/shell/shell-context';
import { idempotencyHeaders, type Keyed } from '@rihla/shared/ui/use-one-shot';
import { type MutationToasts, useToastedMutation } from '@rihla/shared/ui/use-toasted-mutation';

/** Invoices a month's active subscriptions; a subscription already invoiced for it is skipped. */
export function runInvoices(api: ApiClient, run: InvoiceRun, key: string): Promise<InvoiceRunResult> {
  return parseAnswer(
    api.post('invoice-runs', { json: run, headers: idempotencyHeaders(key) }),
    invoiceRunResultSchema,
  );
}

export function useRunInvoices(toasts: MutationToasts<Keyed<InvoiceRun>, InvoiceRunResult>) {
  const { api } = useShell();
  return useToastedMutation({
    ...toasts,
    mutationFn: ({ input, idempotencyKey }: Keyed<InvoiceRun>) => runInvoices(api, input, idempotencyKey),
    invalidate: LEDGER_READERS,
  });
}

import type { InvoiceRun, InvoiceRunResult } from '@rihla/shared/contracts/invoices';
import type { ApiClient } from '@rihla/shared/http/api-client';
import { useShell } from '@rihla/shared/shell/shell-context';
import { type MutationToasts, useToastedMutation } from '@rihla/shared/ui/use-toasted-mutation';
import { FINANCE_KEY } from '../../finance-keys';

/** Invoices a month's active subscriptions; a subscription already invoiced for it is skipped. */
export function runInvoices(api: ApiClient, run: InvoiceRun): Promise<InvoiceRunResult> {
  return api.post('invoice-runs', { json: run }).json();
}

export function useRunInvoices(toasts: MutationToasts<InvoiceRun, InvoiceRunResult>) {
  const { api } = useShell();
  return useToastedMutation({
    ...toasts,
    mutationFn: (run: InvoiceRun) => runInvoices(api, run),
    invalidate: FINANCE_KEY,
  });
}

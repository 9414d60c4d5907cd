import { type InvoiceRunResult, invoiceRunResultSchema } from '@rihla/shared/contracts/invoices';
import { parseAnswer } from '@rihla/shared/http/parse-answer';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useQuery } from '@tanstack/react-query';
import { invoiceKeys } from './invoice-keys';

/** What running `month` would create (count and total), asked only while the confirmation is open. */
export function useInvoiceRunPreview(month: string, enabled: boolean) {
  const { api } = useShell();
  return useQuery({
    queryKey: [...invoiceKeys.all, 'run-preview', month],
    queryFn: (): Promise<InvoiceRunResult> =>
      parseAnswer(api.get('invoice-runs/preview', { searchParams: { month } }), invoiceRunResultSchema),
    enabled,
    staleTime: 0,
  });
}

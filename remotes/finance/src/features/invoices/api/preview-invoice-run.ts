import type { InvoiceRunResult } from '@rihla/shared/contracts/invoices';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useQuery } from '@tanstack/react-query';
import { invoiceKeys } from './invoice-keys';

/** What running `month` would create (count and total), asked only while the confirmation is open. */
export function useInvoiceRunPreview(month: string, enabled: boolean) {
  const { api } = useShell();
  return useQuery({
    queryKey: [...invoiceKeys.all, 'run-preview', month],
    queryFn: (): Promise<InvoiceRunResult> =>
      api.get('invoice-runs/preview', { searchParams: { month } }).json(),
    enabled,
    staleTime: 0,
  });
}

import { invoiceSchema } from '@rihla/shared/contracts/invoices';
import type { ApiClient } from '@rihla/shared/http/api-client';
import { listQueryOptions } from '@rihla/shared/http/list-query-options';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useQuery } from '@tanstack/react-query';
import { invoiceKeys } from './invoice-keys';

export function invoicesQueryOptions(api: ApiClient, params: URLSearchParams) {
  return listQueryOptions(api, invoiceKeys.all, 'invoices', params, invoiceSchema);
}

/** A page of invoices for the list's URL query. */
export function useInvoices(params: URLSearchParams) {
  const { api } = useShell();
  return useQuery(invoicesQueryOptions(api, params));
}

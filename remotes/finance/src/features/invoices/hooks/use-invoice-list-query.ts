import { useListQueryParams } from '@rihla/shared/ui/use-list-query-params';

/** Field filters the invoice tab keeps in the URL next to page, sort and search. */
export const INVOICE_LIST_FILTERS = ['month', 'status'] as const;
export type InvoiceListFilter = (typeof INVOICE_LIST_FILTERS)[number];

export function useInvoiceListQuery() {
  return useListQueryParams(INVOICE_LIST_FILTERS);
}

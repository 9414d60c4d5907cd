import { FINANCE_KEY } from '../../finance-keys';

/** Query keys of the invoice resource; invalidating `invoiceKeys.all` refreshes every invoice view. */
export const invoiceKeys = {
  all: [...FINANCE_KEY, 'invoices'] as const,
};

import { paymentSchema } from '@rihla/shared/contracts/payments';
import type { ApiClient } from '@rihla/shared/http/api-client';
import { listQueryOptions } from '@rihla/shared/http/list-query-options';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useQuery } from '@tanstack/react-query';
import { paymentKeys } from './payment-keys';

export function paymentsQueryOptions(api: ApiClient, params: URLSearchParams) {
  return listQueryOptions(api, paymentKeys.all, 'payments', params, paymentSchema);
}

/** Payments and refunds, newest first. */
export function usePayments(params: URLSearchParams) {
  const { api } = useShell();
  return useQuery(paymentsQueryOptions(api, params));
}

import { subscriptionSchema } from '@rihla/shared/contracts/subscriptions';
import type { ApiClient } from '@rihla/shared/http/api-client';
import { listQueryOptions } from '@rihla/shared/http/list-query-options';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useQuery } from '@tanstack/react-query';
import { subscriptionKeys } from './subscription-keys';

export function subscriptionsQueryOptions(api: ApiClient, params: URLSearchParams) {
  return listQueryOptions(api, subscriptionKeys.all, 'subscriptions', params, subscriptionSchema);
}

/** Subscriptions matching `params` (a parent's, a student's). */
export function useSubscriptions(params: URLSearchParams) {
  const { api } = useShell();
  return useQuery(subscriptionsQueryOptions(api, params));
}

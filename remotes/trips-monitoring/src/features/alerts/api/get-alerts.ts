import { alertSchema } from '@rihla/shared/contracts/monitoring';
import type { ApiClient } from '@rihla/shared/http/api-client';
import { listQueryOptions } from '@rihla/shared/http/list-query-options';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useQuery } from '@tanstack/react-query';
import { useLiveInvalidate } from '../../monitoring/hooks/use-live-invalidate';
import { alertKeys } from './alert-keys';

export function alertsQueryOptions(api: ApiClient, params: URLSearchParams) {
  return listQueryOptions(api, alertKeys.all, 'alerts', params, alertSchema);
}

/** A page of alerts for the alert centre's URL query, refetched when the feed brings an alert. */
export function useAlerts(params: URLSearchParams) {
  const { api } = useShell();
  useLiveInvalidate([alertKeys.all], (event) => event.kind === 'alert');
  return useQuery(alertsQueryOptions(api, params));
}

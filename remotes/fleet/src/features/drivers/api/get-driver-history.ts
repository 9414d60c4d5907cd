import { historyQueryOptions } from '@rihla/shared/http/history-query-options';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useInfiniteQuery } from '@tanstack/react-query';
import { driverKeys } from './driver-keys';

/** Audit entries of a driver, newest first, a page at a time. */
export function useDriverHistory(id: string) {
  const { api } = useShell();
  return useInfiniteQuery(historyQueryOptions(api, driverKeys.all, 'drivers', id));
}

import { stopSchema } from '@rihla/shared/contracts/stops';
import { listQueryOptions } from '@rihla/shared/http/list-query-options';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useQuery } from '@tanstack/react-query';
import { stopKeys } from './stop-keys';

/** A page of stops for the list's URL query (`schoolId` narrows it to one school's stops). */
export function useStops(params: URLSearchParams) {
  const { api } = useShell();
  return useQuery(listQueryOptions(api, stopKeys.all, 'stops', params, stopSchema));
}

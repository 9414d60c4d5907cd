import { schoolSchema } from '@rihla/shared/contracts/schools';
import { listQueryOptions } from '@rihla/shared/http/list-query-options';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useQuery } from '@tanstack/react-query';
import { schoolKeys } from './school-keys';

/** A page of schools for the list's URL query. */
export function useSchools(params: URLSearchParams) {
  const { api } = useShell();
  return useQuery(listQueryOptions(api, schoolKeys.all, 'schools', params, schoolSchema));
}

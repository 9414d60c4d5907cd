import { schoolSchema } from '@rihla/shared/contracts/schools';
import { allPagesQueryOptions } from '@rihla/shared/http/all-pages-query-options';
import type { ApiClient } from '@rihla/shared/http/api-client';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useQuery } from '@tanstack/react-query';
import { tripKeys } from './trip-keys';

/** Every school, for the trip form's school picker. */
export function schoolOptionsQueryOptions(api: ApiClient) {
  return allPagesQueryOptions(api, tripKeys.all, 'schools', schoolSchema);
}

export function useSchoolOptions() {
  const { api } = useShell();
  return useQuery(schoolOptionsQueryOptions(api));
}

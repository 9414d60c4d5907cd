import { type ListResponse, listResponseSchema } from '@rihla/shared/contracts/common';
import { type School, schoolSchema } from '@rihla/shared/contracts/schools';
import type { ApiClient } from '@rihla/shared/http/api-client';
import { parseAnswer } from '@rihla/shared/http/parse-answer';
import { useShell } from '@rihla/shared/shell/shell-context';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { FAMILIES_KEY } from '../../families-keys';

/** Schools for filters, pickers and the import's school names, by Arabic name. */
export async function getSchoolOptions(api: ApiClient): Promise<School[]> {
  const page: ListResponse<School> = await parseAnswer(
    api.get('schools', { searchParams: { pageSize: 100, sort: 'nameAr:asc' } }),
    listResponseSchema(schoolSchema),
  );
  return page.items;
}

export function schoolOptionsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: [...FAMILIES_KEY, 'schools', 'options'],
    queryFn: () => getSchoolOptions(api),
    staleTime: 60_000,
  });
}

export function useSchoolOptions() {
  const { api } = useShell();
  return useQuery(schoolOptionsQueryOptions(api));
}

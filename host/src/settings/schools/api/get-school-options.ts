import { type ListResponse, listResponseSchema } from '@rihla/shared/contracts/common';
import { type School, schoolSchema } from '@rihla/shared/contracts/schools';
import type { ApiClient } from '@rihla/shared/http/api-client';
import { parseAnswer } from '@rihla/shared/http/parse-answer';
import { useShell } from '@rihla/shared/shell/shell-context';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { schoolKeys } from './school-keys';

/** The first 100 schools by Arabic name: the stops' school picker and the stops import's names. */
async function getSchoolOptions(api: ApiClient): Promise<School[]> {
  const page: ListResponse<School> = await parseAnswer(
    api.get('schools', { searchParams: { pageSize: 100, sort: 'nameAr:asc' } }),
    listResponseSchema(schoolSchema),
  );
  return page.items;
}

export function useSchoolOptions() {
  const { api } = useShell();
  return useQuery(
    queryOptions({
      queryKey: [...schoolKeys.all, 'options'],
      queryFn: () => getSchoolOptions(api),
      staleTime: 60_000,
    }),
  );
}

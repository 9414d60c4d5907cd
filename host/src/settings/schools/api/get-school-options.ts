import { schoolSchema } from '@rihla/shared/contracts/schools';
import { allPagesQueryOptions } from '@rihla/shared/http/all-pages-query-options';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useQuery } from '@tanstack/react-query';
import { schoolKeys } from './school-keys';

/** Every school by Arabic name: the stops' school picker and the stops import's names. */
export function useSchoolOptions() {
  const { api } = useShell();
  return useQuery(allPagesQueryOptions(api, schoolKeys.all, 'schools', schoolSchema, { sort: 'nameAr:asc' }));
}

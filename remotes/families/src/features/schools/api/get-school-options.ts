import { schoolSchema } from '@rihla/shared/contracts/schools';
import { allPagesQueryOptions } from '@rihla/shared/http/all-pages-query-options';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useQuery } from '@tanstack/react-query';
import { FAMILIES_KEY } from '../../families-keys';

/** Every school by Arabic name: filters, pickers and the import's school names. */
export function useSchoolOptions() {
  const { api } = useShell();
  return useQuery(allPagesQueryOptions(api, FAMILIES_KEY, 'schools', schoolSchema, { sort: 'nameAr:asc' }));
}

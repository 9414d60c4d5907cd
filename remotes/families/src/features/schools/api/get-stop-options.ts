import { stopSchema } from '@rihla/shared/contracts/stops';
import { allPagesQueryOptions } from '@rihla/shared/http/all-pages-query-options';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useQuery } from '@tanstack/react-query';
import { FAMILIES_KEY } from '../../families-keys';

/** Every stop by Arabic name: the student's home stop picker and the import's stop names. */
export function useStopOptions({ enabled = true }: { enabled?: boolean } = {}) {
  const { api } = useShell();
  return useQuery({
    ...allPagesQueryOptions(api, FAMILIES_KEY, 'stops', stopSchema, { sort: 'nameAr:asc' }),
    enabled,
  });
}

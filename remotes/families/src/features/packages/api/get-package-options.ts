import { packageSchema } from '@rihla/shared/contracts/packages';
import { allPagesQueryOptions } from '@rihla/shared/http/all-pages-query-options';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useQuery } from '@tanstack/react-query';
import { FAMILIES_KEY } from '../../families-keys';

/** The packages open to new riders, by Arabic name: the subscription form and the import's package names. */
export function usePackageOptions({ enabled = true }: { enabled?: boolean } = {}) {
  const { api } = useShell();
  return useQuery({
    ...allPagesQueryOptions(api, FAMILIES_KEY, 'packages', packageSchema, {
      active: 'true',
      sort: 'nameAr:asc',
    }),
    enabled,
  });
}

import { driverSchema } from '@rihla/shared/contracts/drivers';
import { allPagesQueryOptions } from '@rihla/shared/http/all-pages-query-options';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useQuery } from '@tanstack/react-query';
import { settlementKeys } from './settlement-keys';

/** Every driver a settlement can be for (attendants are not paid per trip), by name. */
export function useDriverOptions() {
  const { api } = useShell();
  return useQuery(
    allPagesQueryOptions(api, settlementKeys.all, 'drivers', driverSchema, {
      role: 'driver',
      sort: 'fullName:asc',
    }),
  );
}

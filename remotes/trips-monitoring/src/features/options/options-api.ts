import type { Bus } from '@rihla/shared/contracts/buses';
import type { ListResponse } from '@rihla/shared/contracts/common';
import { PAGE_SIZE_MAX } from '@rihla/shared/contracts/common';
import type { Driver } from '@rihla/shared/contracts/drivers';
import type { School } from '@rihla/shared/contracts/schools';
import type { Stop } from '@rihla/shared/contracts/stops';
import type { Student } from '@rihla/shared/contracts/students';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useQuery } from '@tanstack/react-query';

/** Every page of a list (for pickers: schools, buses, drivers, stops are tens to a few hundred). */
async function allPages<T>(get: (page: number) => Promise<ListResponse<T>>): Promise<T[]> {
  const first = await get(1);
  const items = [...first.items];
  for (let page = 2; (page - 1) * PAGE_SIZE_MAX < first.total; page++) items.push(...(await get(page)).items);
  return items;
}

function useAll<T>(resource: string, filters: Record<string, string> = {}, enabled = true) {
  const { api } = useShell();
  return useQuery({
    queryKey: ['trips', 'options', resource, filters],
    enabled,
    staleTime: 60_000,
    queryFn: () =>
      allPages<T>((page) =>
        api
          .get(resource, { searchParams: { ...filters, page, pageSize: PAGE_SIZE_MAX } })
          .json<ListResponse<T>>(),
      ),
  });
}

export const useSchoolOptions = () => useAll<School>('schools');
export const useBusOptions = () => useAll<Bus>('buses', { sort: 'plateNumber:asc' });
export const useDriverOptions = () => useAll<Driver>('drivers', { role: 'driver', sort: 'fullName:asc' });
export const useStopOptions = () => useAll<Stop>('stops');
export const useSchoolStudents = (schoolId: string | undefined) =>
  useAll<Student>('students', { schoolId: schoolId ?? '', status: 'active' }, Boolean(schoolId));

import { type School, schoolSchema } from '@rihla/shared/contracts/schools';
import type { ApiClient } from '@rihla/shared/http/api-client';
import { useShell } from '@rihla/shared/shell/shell-context';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { schoolKeys } from './school-keys';

export async function getSchool(api: ApiClient, id: string): Promise<School> {
  return schoolSchema.parse(await api.get(`schools/${id}`).json());
}

export function useSchool(id: string) {
  const { api } = useShell();
  return useQuery(queryOptions({ queryKey: schoolKeys.detail(id), queryFn: () => getSchool(api, id) }));
}

import { type School, schoolSchema } from '@rihla/shared/contracts/schools';
import type { ApiClient } from '@rihla/shared/http/api-client';
import { parseAnswer } from '@rihla/shared/http/parse-answer';
import { useShell } from '@rihla/shared/shell/shell-context';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { schoolKeys } from './school-keys';

export async function getSchool(api: ApiClient, id: string): Promise<School> {
  return parseAnswer(api.get(`schools/${id}`), schoolSchema);
}

export function useSchool(id: string) {
  const { api } = useShell();
  return useQuery(queryOptions({ queryKey: schoolKeys.detail(id), queryFn: () => getSchool(api, id) }));
}

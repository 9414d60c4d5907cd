import { type School, type SchoolInput, schoolSchema } from '@rihla/shared/contracts/schools';
import type { ApiClient } from '@rihla/shared/http/api-client';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { schoolKeys } from './school-keys';

export async function createSchool(api: ApiClient, input: SchoolInput): Promise<School> {
  return schoolSchema.parse(await api.post('schools', { json: input }).json());
}

export function useCreateSchool() {
  const { api } = useShell();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SchoolInput) => createSchool(api, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: schoolKeys.all }),
  });
}

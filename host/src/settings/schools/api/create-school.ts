import { type School, type SchoolInput, schoolSchema } from '@rihla/shared/contracts/schools';
import type { ApiClient } from '@rihla/shared/http/api-client';
import { parseAnswer } from '@rihla/shared/http/parse-answer';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { schoolKeys } from './school-keys';

export async function createSchool(api: ApiClient, input: SchoolInput): Promise<School> {
  return parseAnswer(api.post('schools', { json: input }), schoolSchema);
}

export function useCreateSchool() {
  const { api } = useShell();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SchoolInput) => createSchool(api, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: schoolKeys.all }),
  });
}

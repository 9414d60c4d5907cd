import { type School, schoolSchema, type schoolUpdateSchema } from '@rihla/shared/contracts/schools';
import type { ApiClient } from '@rihla/shared/http/api-client';
import { parseAnswer } from '@rihla/shared/http/parse-answer';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { schoolKeys } from './school-keys';

type SchoolUpdate = z.input<typeof schoolUpdateSchema>;

export async function updateSchool(api: ApiClient, id: string, input: SchoolUpdate): Promise<School> {
  return parseAnswer(api.put(`schools/${id}`, { json: input }), schoolSchema);
}

export function useUpdateSchool(id: string) {
  const { api } = useShell();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SchoolUpdate) => updateSchool(api, id, input),
    onSuccess: (school) => {
      queryClient.setQueryData(schoolKeys.detail(id), school);
      return queryClient.invalidateQueries({ queryKey: schoolKeys.all });
    },
  });
}

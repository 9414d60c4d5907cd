import type { Student, StudentInput } from '@rihla/shared/contracts/students';
import type { ApiClient } from '@rihla/shared/http/api-client';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { studentKeys } from './student-keys';

type StudentUpdate = StudentInput & { version: number };

export function updateStudent(api: ApiClient, id: string, input: StudentUpdate): Promise<Student> {
  return api.put(`students/${id}`, { json: input }).json();
}

export function useUpdateStudent(id: string) {
  const { api } = useShell();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StudentUpdate) => updateStudent(api, id, input),
    onSuccess: (student) => {
      queryClient.setQueryData(studentKeys.detail(id), student);
      return queryClient.invalidateQueries({ queryKey: studentKeys.all });
    },
  });
}

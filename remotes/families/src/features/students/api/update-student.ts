import { type Student, type StudentInput, studentSchema } from '@rihla/shared/contracts/students';
import type { ApiClient } from '@rihla/shared/http/api-client';
import { parseAnswer } from '@rihla/shared/http/parse-answer';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { studentKeys } from './student-keys';

type StudentUpdate = StudentInput & { version: number };

export function updateStudent(api: ApiClient, id: string, input: StudentUpdate): Promise<Student> {
  return parseAnswer(api.put(`students/${id}`, { json: input }), studentSchema);
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

import { type StudentPhoto, studentPhotoSchema } from '@rihla/shared/contracts/students';
import type { ApiClient } from '@rihla/shared/http/api-client';
import { parseAnswer } from '@rihla/shared/http/parse-answer';
import { useShell } from '@rihla/shared/shell/shell-context';
import { type MutationToasts, useToastedMutation } from '@rihla/shared/ui/use-toasted-mutation';
import { studentKeys } from './student-keys';

export function setStudentPhoto(api: ApiClient, studentId: string, image: string): Promise<StudentPhoto> {
  return parseAnswer(api.put(`students/${studentId}/photo`, { json: { image } }), studentPhotoSchema);
}

/** Sets or replaces the photo with a data URL the page has cropped and resized. */
export function useSetStudentPhoto(studentId: string, toasts: MutationToasts<string, StudentPhoto>) {
  const { api } = useShell();
  return useToastedMutation({
    ...toasts,
    mutationFn: (image: string) => setStudentPhoto(api, studentId, image),
    invalidate: studentKeys.photo(studentId),
  });
}

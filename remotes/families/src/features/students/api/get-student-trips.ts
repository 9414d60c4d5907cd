import { type StudentTrip, studentTripsSchema } from '@rihla/shared/contracts/trips';
import { parseAnswer } from '@rihla/shared/http/parse-answer';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useQuery } from '@tanstack/react-query';
import { studentKeys } from './student-keys';

/** The trips the student rides from today on, with the stop and its planned time. */
export function useStudentTrips(studentId: string) {
  const { api } = useShell();
  return useQuery({
    queryKey: studentKeys.trips(studentId),
    queryFn: async (): Promise<StudentTrip[]> =>
      (await parseAnswer(api.get(`students/${studentId}/trips`), studentTripsSchema)).items,
  });
}

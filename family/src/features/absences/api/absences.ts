import {
  type FamilyAbsence,
  familyAbsenceListSchema,
  familyAbsenceSchema,
} from '@rihla/shared/contracts/family';
import type { AbsenceInput } from '@rihla/shared/contracts/students';
import { parseAnswer } from '@rihla/shared/http/parse-answer';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useFamily } from '../../../family-context';
import { TODAY_KEY } from '../../today/api/get-today';

const ABSENCES_KEY = ['family', 'absences'] as const;

/** The children's absences from today on, and the company's cut-off. */
export function useAbsences() {
  const { api } = useFamily();
  return useQuery({
    queryKey: ABSENCES_KEY,
    queryFn: () => parseAnswer(api.get('family/absences'), familyAbsenceListSchema),
  });
}

/** After a change: the list and today's trips (a trip of today may now be "not riding"). */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ABSENCES_KEY }),
      queryClient.invalidateQueries({ queryKey: TODAY_KEY }),
    ]);
}

export function useReportAbsence() {
  const { api } = useFamily();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ childId, ...body }: AbsenceInput & { childId: string }) =>
      parseAnswer(api.post(`family/children/${childId}/absences`, { json: body }), familyAbsenceSchema),
    onSuccess: refresh,
  });
}

export function useWithdrawAbsence() {
  const { api } = useFamily();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (absence: FamilyAbsence) => {
      await api.delete(`family/children/${absence.studentId}/absences/${absence.id}`);
    },
    onSuccess: refresh,
  });
}

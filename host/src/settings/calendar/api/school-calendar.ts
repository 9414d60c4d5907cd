import {
  type CalendarPeriod,
  type CalendarPeriodInput,
  type CalendarPeriodSaved,
  calendarPeriodSavedSchema,
  schoolCalendarSchema,
} from '@rihla/shared/contracts/school-calendar';
import { parseAnswer } from '@rihla/shared/http/parse-answer';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** Query keys of the calendar; trips lists elsewhere refetch on their own when the feed says a trip moved. */
export const calendarKeys = { all: ['school-calendar'] as const };

/** Every term and holiday, by first day. */
export function useSchoolCalendar() {
  const { api } = useShell();
  return useQuery({
    queryKey: calendarKeys.all,
    queryFn: () => parseAnswer(api.get('school-calendar'), schoolCalendarSchema),
  });
}

/** Adds a period, or changes the one given (at the version the operator saw). */
export function useSavePeriod() {
  const { api } = useShell();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      input,
      editing,
    }: {
      input: CalendarPeriodInput;
      editing: CalendarPeriod | null;
    }): Promise<CalendarPeriodSaved> =>
      parseAnswer(
        editing
          ? api.put(`school-calendar/${editing.id}`, { json: { ...input, version: editing.version } })
          : api.post('school-calendar', { json: input }),
        calendarPeriodSavedSchema,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarKeys.all }),
  });
}

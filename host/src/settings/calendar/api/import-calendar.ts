import {
  type CalendarImportResult,
  type CalendarPeriodInput,
  calendarImportResultSchema,
} from '@rihla/shared/contracts/school-calendar';
import { parseAnswer } from '@rihla/shared/http/parse-answer';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useToastedMutation } from '@rihla/shared/ui/use-toasted-mutation';
import { calendarKeys } from './school-calendar';

/** The checked terms and holidays in one request: all saved, or none. */
export function useImportCalendar(success: (result: CalendarImportResult) => string) {
  const { api } = useShell();
  return useToastedMutation({
    mutationFn: (rows: CalendarPeriodInput[]) =>
      parseAnswer(api.post('school-calendar/import', { json: { rows } }), calendarImportResultSchema),
    invalidate: calendarKeys.all,
    success,
  });
}

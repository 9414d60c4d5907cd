import { busyCrewsSchema } from '@rihla/shared/contracts/trips';
import { parseAnswer } from '@rihla/shared/http/parse-answer';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useQuery } from '@tanstack/react-query';
import { tripKeys } from '../../trips/api/trip-keys';

/** The buses and drivers on another trip at an overlapping time: no replacement for this trip. */
export function useBusyCrews(tripId: string) {
  const { api } = useShell();
  return useQuery({
    queryKey: [...tripKeys.detail(tripId), 'busy-crews'],
    queryFn: () => parseAnswer(api.get(`trips/${tripId}/busy-crews`), busyCrewsSchema),
  });
}

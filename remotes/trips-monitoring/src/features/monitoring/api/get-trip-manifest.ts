import { tripManifestSchema } from '@rihla/shared/contracts/trip-manifest';
import { parseAnswer } from '@rihla/shared/http/parse-answer';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useQuery } from '@tanstack/react-query';
import { monitorKeys } from './monitor-keys';

/** Each rider's state and the end-of-route walk (see useLiveTrip for keeping it current). */
export function useTripManifest(id: string) {
  const { api } = useShell();
  return useQuery({
    queryKey: monitorKeys.tripManifest(id),
    queryFn: () => parseAnswer(api.get(`trips/${id}/manifest`), tripManifestSchema),
  });
}

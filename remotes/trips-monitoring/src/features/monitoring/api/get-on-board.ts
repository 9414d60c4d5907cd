import { type OnBoard, onBoardSchema } from '@rihla/shared/contracts/monitoring-screens';
import { parseAnswer } from '@rihla/shared/http/parse-answer';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useQuery } from '@tanstack/react-query';
import { useLiveInvalidate } from '../hooks/use-live-invalidate';
import { MONITOR_REFRESH_MS, monitorKeys } from './monitor-keys';

/** Who is on which bus now: refetched when a rider is scanned or a trip starts or ends. */
export function useOnBoard() {
  const { api } = useShell();
  useLiveInvalidate(
    [monitorKeys.onBoard],
    (event) => event.kind === 'scan' || event.kind === 'status' || event.kind === 'trip_event',
  );
  return useQuery({
    queryKey: monitorKeys.onBoard,
    queryFn: (): Promise<OnBoard> => parseAnswer(api.get('monitoring/on-board'), onBoardSchema),
    refetchInterval: MONITOR_REFRESH_MS,
  });
}

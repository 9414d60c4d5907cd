import { parseAnswer } from '@rihla/shared/http/parse-answer';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';

/** Overview figures go stale quickly: refreshed every minute while the page is open. */
const REFRESH_MS = 60_000;

/** One card's figures: `GET /overview/<name>`, checked against its contract. */
export function useOverviewQuery<T>(name: string, schema: z.ZodType<T>) {
  const { api } = useShell();
  return useQuery({
    queryKey: ['overview', name],
    queryFn: () => parseAnswer(api.get(`overview/${name}`), schema),
    refetchInterval: REFRESH_MS,
  });
}

import { alertOperatorSchema } from '@rihla/shared/contracts/alert-rules';
import { parseAnswer } from '@rihla/shared/http/parse-answer';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { alertKeys } from './alert-keys';

/** The active operators an alert may be assigned to. */
export function useAlertOperators(enabled: boolean) {
  const { api } = useShell();
  return useQuery({
    queryKey: [...alertKeys.all, 'operators'],
    queryFn: () => parseAnswer(api.get('alert-operators'), z.array(alertOperatorSchema)),
    enabled,
    staleTime: 60_000,
  });
}

import {
  type AlertRule,
  type AlertRuleInput,
  alertOperatorSchema,
  alertRuleSchema,
} from '@rihla/shared/contracts/alert-rules';
import { parseAnswer } from '@rihla/shared/http/parse-answer';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

/** Query keys of the alert rules settings. */
export const alertRuleKeys = {
  all: ['settings', 'alert-rules'] as const,
  operators: ['settings', 'alert-rules', 'operators'] as const,
};

/** Every alert kind's rule, saved or default. */
export function useAlertRules() {
  const { api } = useShell();
  return useQuery({
    queryKey: alertRuleKeys.all,
    queryFn: () => parseAnswer(api.get('alert-rules'), z.array(alertRuleSchema)),
  });
}

/** The active operators a rule may name. */
export function useRuleOperators() {
  const { api } = useShell();
  return useQuery({
    queryKey: alertRuleKeys.operators,
    queryFn: () => parseAnswer(api.get('alert-operators'), z.array(alertOperatorSchema)),
  });
}

/** Saves a kind's rule at the version read. */
export function useSaveAlertRule() {
  const { api } = useShell();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ type, input }: { type: AlertRule['type']; input: AlertRuleInput }) =>
      parseAnswer(api.put(`alert-rules/${type}`, { json: input }), alertRuleSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertRuleKeys.all }),
  });
}

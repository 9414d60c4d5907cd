import { ProblemError } from '@rihla/shared/http/problem-error';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { familiesKeys } from './families-keys';

/**
 * A write of the families area: on success every families view refreshes and `success` is
 * toasted; a refusal is toasted with the API's own (translated) words.
 */
export function useFamiliesMutation<V, R>(
  run: (variables: V) => Promise<R>,
  success: (result: R, variables: V) => string,
) {
  const { queryClient, toast } = useShell();
  const { t } = useTranslation('families');
  return useMutation({
    mutationFn: run,
    onSuccess: async (result, variables) => {
      toast.add({ severity: 'success', summary: success(result, variables), life: 4000 });
      await queryClient.invalidateQueries({ queryKey: familiesKeys.all });
    },
    onError: (error) => {
      const detail =
        error instanceof ProblemError ? (error.problem.detail ?? error.problem.title) : undefined;
      toast.add({ severity: 'error', summary: t('common.failed'), detail, life: 6000 });
    },
  });
}

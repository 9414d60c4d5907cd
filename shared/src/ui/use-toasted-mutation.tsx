import { ContractError } from '@rihla/shared/http/contract-error';
import { ProblemError } from '@rihla/shared/http/problem-error';
import { useShell } from '@rihla/shared/shell/shell-context';
import { type QueryKey, useMutation } from '@tanstack/react-query';
import { useErrorDetail } from './error-detail';
import { useUiText } from './ui-texts';

/** What the operator is told about a write, in the remote's own words. */
export interface MutationToasts<V, R> {
  /** The success toast (it names the record). */
  success(result: R, variables: V): string;
  /** The form shows the refusal on its fields itself: no error toast. */
  quiet?: boolean;
}

interface ToastedMutationOptions<V, R> extends MutationToasts<V, R> {
  mutationFn(variables: V): Promise<R>;
  /**
   * What a success refreshes: a key prefix (an area's refreshes every view of it), or several
   * (a ledger write refreshes `LEDGER_READERS`).
   */
  invalidate: QueryKey | readonly QueryKey[];
}

/** A key is an array of strings and values; a list of keys is an array of arrays. */
function keysOf(invalidate: QueryKey | readonly QueryKey[]): readonly QueryKey[] {
  return invalidate.every(Array.isArray) ? (invalidate as readonly QueryKey[]) : [invalidate as QueryKey];
}

/**
 * A write that says how it went: on success `success` is toasted and `invalidate` refreshed; a
 * refusal is toasted with the API's own (translated) words unless `quiet`.
 */
export function useToastedMutation<V, R>({
  mutationFn,
  invalidate,
  success,
  quiet,
}: ToastedMutationOptions<V, R>) {
  const { queryClient, toast } = useShell();
  const t = useUiText();
  const detail = useErrorDetail();
  return useMutation({
    mutationFn,
    onSuccess: async (result, variables) => {
      toast.add({ severity: 'success', summary: success(result, variables), life: 4000 });
      await Promise.all(keysOf(invalidate).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
    onError: (error) => {
      if (quiet) return;
      const shown =
        error instanceof ProblemError || error instanceof ContractError ? detail(error) : undefined;
      toast.add({ severity: 'error', summary: t('action.failed'), detail: shown, life: 6000 });
    },
  });
}

import { ContractError } from '@rihla/shared/http/contract-error';
import { ProblemError } from '@rihla/shared/http/problem-error';
import { useUiText } from './ui-texts';

/**
 * What a failed load or write says under its title: the API's own (translated) words for a
 * refusal, a translated "unexpected answer" for a body that broke its contract, else the error's
 * message (a network failure).
 */
export function useErrorDetail() {
  const t = useUiText();
  return (error: unknown): string | undefined => {
    if (error instanceof ContractError) return t('load.unexpectedAnswer');
    if (error instanceof ProblemError) return error.problem.detail ?? error.problem.title;
    return error instanceof Error ? error.message : undefined;
  };
}

import { ContractError } from '@rihla/shared/http/contract-error';
import { ProblemError } from '@rihla/shared/http/problem-error';
import { issueMessage } from '@rihla/shared/i18n/validation-messages';
import { useShell } from '@rihla/shared/shell/shell-context';
import type { FormInstance } from 'antd';
import { ZodError } from 'zod';
import { type FieldNaming, type FieldProblem, showFieldProblems } from './show-field-problems';
import { useUiText } from './ui-texts';

interface SaveErrorOptions extends FieldNaming {
  /** A stale version: the page shows the conflict alert instead. */
  onStale?(): void;
}

/**
 * Shows field problems on a form: each on its field when the operator can see that field,
 * every other one in an error toast that names the field. Used for the contract's own checks
 * before a request and, through `useSaveErrorHandler`, for the API's refusals.
 */
export function useFieldProblemReporter(form: FormInstance, naming: FieldNaming = {}) {
  const { toast } = useShell();
  const t = useUiText();
  return (problems: readonly FieldProblem[], fallback?: string) => {
    const unshown = showFieldProblems(form, problems, naming);
    if (unshown.length === 0 && problems.length > 0) return;
    const detail = unshown.join(' · ') || fallback;
    toast.add({ severity: 'error', summary: t('save.failed'), detail, life: 8000 });
  };
}

/**
 * What a failed save does on any form: a stale version goes to `onStale` (the page shows the
 * conflict alert); field errors land on their fields when visible (e.g. 409 plate taken on the
 * plate); anything else — a field not on screen, no field at all, a network failure — is an
 * error toast with the API's own (translated) words. A contract check that failed before the
 * request (a `ZodError`) is shown the same way. A failed save is never silent.
 */
export function useSaveErrorHandler(form: FormInstance, options: SaveErrorOptions = {}) {
  const { onStale, ...naming } = options;
  const report = useFieldProblemReporter(form, naming);
  const t = useUiText();
  const { locale } = useShell();
  return (error: unknown) => {
    if (error instanceof ZodError) {
      const problems = error.issues.map((issue) => ({
        path: issue.path.join('.'),
        message: issueMessage(issue, locale),
      }));
      report(problems, t('save.failed'));
      return;
    }
    if (error instanceof ProblemError && error.isStale && onStale) {
      onStale();
      return;
    }
    if (error instanceof ContractError) {
      report([], t('load.unexpectedAnswer'));
      return;
    }
    if (!(error instanceof ProblemError)) {
      report([], t('action.failed'));
      return;
    }
    const problems = Object.entries(error.fieldErrors()).map(([path, message]) => ({ path, message }));
    report(problems, error.problem.detail ?? error.problem.title);
  };
}

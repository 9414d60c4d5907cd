import { ProblemError } from '@rihla/shared/http/problem-error';
import { useShell } from '@rihla/shared/shell/shell-context';
import type { FormInstance } from 'antd';
import { useUiText } from './ui-texts';
import { applyProblemToForm } from './zod-form-rules';

/**
 * What a failed save does on any form: a stale version goes to `onStale` (the page shows the
 * conflict alert), field errors land on their fields (e.g. 409 plate taken on the plate), and
 * anything else is an error toast with the API's own (translated) words.
 */
export function useSaveErrorHandler(form: FormInstance, fields: readonly string[], onStale?: () => void) {
  const { toast } = useShell();
  const t = useUiText();
  return (error: unknown) => {
    if (error instanceof ProblemError && error.isStale && onStale) {
      onStale();
      return;
    }
    const rest = applyProblemToForm(form, error, fields);
    const placed = error instanceof ProblemError && Object.keys(error.fieldErrors()).length > rest.length;
    if (placed && rest.length === 0) return;
    const detail =
      rest.join(' ') ||
      (error instanceof ProblemError ? (error.problem.detail ?? error.problem.title) : undefined);
    toast.add({ severity: 'error', summary: t('save.failed'), detail, life: 6000 });
  };
}

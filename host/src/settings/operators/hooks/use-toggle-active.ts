import type { Operator } from '@rihla/shared/contracts/operators';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useToastedMutation } from '@rihla/shared/ui/use-toasted-mutation';
import { useTranslation } from 'react-i18next';
import { operatorKeys } from '../api/operator-keys';
import { updateOperator } from '../api/update-operator';

/**
 * Deactivate or reactivate an account from the list, at the version the list shows. A refusal
 * (the last active administrator, one's own account, a stale row) is toasted in the API's words.
 */
export function useToggleActive() {
  const { t } = useTranslation();
  const { api } = useShell();
  return useToastedMutation({
    mutationFn: ({ id, name, role, active, version }: Operator) =>
      updateOperator(api, id, { name, role, active: !active, version }),
    invalidate: operatorKeys.all,
    success: (saved) =>
      t(saved.active ? 'operator.reactivate.done' : 'operator.deactivate.done', { name: saved.name }),
  });
}

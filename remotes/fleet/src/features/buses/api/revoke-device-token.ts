import type { ApiClient } from '@rihla/shared/http/api-client';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useToastedMutation } from '@rihla/shared/ui/use-toasted-mutation';
import { useTranslation } from 'react-i18next';
import { busKeys } from './bus-keys';

/** Revokes the bus's device identifier: its tracker is refused from then on. */
export async function revokeDeviceToken(api: ApiClient, busId: string): Promise<void> {
  await api.delete(`buses/${busId}/device-token`);
}

export function useRevokeDeviceToken(busId: string) {
  const { api } = useShell();
  const { t } = useTranslation('fleet');
  return useToastedMutation({
    mutationFn: () => revokeDeviceToken(api, busId),
    invalidate: busKeys.detail(busId),
    success: () => t('bus.tracker.revoked'),
  });
}

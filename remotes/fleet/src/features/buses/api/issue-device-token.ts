import { type DeviceToken, deviceTokenSchema } from '@rihla/shared/contracts/monitoring';
import type { ApiClient } from '@rihla/shared/http/api-client';
import { parseAnswer } from '@rihla/shared/http/parse-answer';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useToastedMutation } from '@rihla/shared/ui/use-toasted-mutation';
import { useTranslation } from 'react-i18next';
import { busKeys } from './bus-keys';

/** Issues the bus a new device identifier; the previous one (if any) stops working at once. */
export async function issueDeviceToken(api: ApiClient, busId: string): Promise<DeviceToken> {
  return parseAnswer(api.post(`buses/${busId}/device-token`), deviceTokenSchema);
}

export function useIssueDeviceToken(busId: string) {
  const { api } = useShell();
  const { t } = useTranslation('fleet');
  return useToastedMutation({
    mutationFn: () => issueDeviceToken(api, busId),
    invalidate: busKeys.detail(busId),
    success: () => t('bus.tracker.issued'),
  });
}

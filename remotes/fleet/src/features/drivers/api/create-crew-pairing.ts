import { type CrewPairing, crewPairingSchema } from '@rihla/shared/contracts/crew';
import type { ApiClient } from '@rihla/shared/http/api-client';
import { parseAnswer } from '@rihla/shared/http/parse-answer';
import { useShell } from '@rihla/shared/shell/shell-context';
import { signInSessionsKey } from '@rihla/shared/ui/sign-in-sessions-card';
import { useToastedMutation } from '@rihla/shared/ui/use-toasted-mutation';
import { useTranslation } from 'react-i18next';
import { crewSessionsPath } from './driver-keys';

export function createCrewPairing(api: ApiClient, driverId: string): Promise<CrewPairing> {
  return parseAnswer(api.post(`drivers/${driverId}/crew-pairings`), crewPairingSchema);
}

export function cancelCrewPairing(api: ApiClient, driverId: string, pairingId: string): Promise<void> {
  return api.delete(`drivers/${driverId}/crew-pairings/${pairingId}`).then(() => undefined);
}

/** A pairing code for the crew member's phone (a refusal is toasted in the API's words). */
export function useCreateCrewPairing(driverId: string) {
  const { t } = useTranslation('fleet');
  const { api } = useShell();
  return useToastedMutation({
    success: () => t('driver.pairing.ready'),
    mutationFn: () => createCrewPairing(api, driverId),
    invalidate: signInSessionsKey(crewSessionsPath(driverId)),
  });
}

/** Cancels a pairing code still shown, so no phone can use it. */
export function useCancelCrewPairing(driverId: string) {
  const { t } = useTranslation('fleet');
  const { api } = useShell();
  return useToastedMutation({
    success: () => t('driver.pairing.cancelled'),
    mutationFn: (pairingId: string) => cancelCrewPairing(api, driverId, pairingId),
    invalidate: signInSessionsKey(crewSessionsPath(driverId)),
  });
}

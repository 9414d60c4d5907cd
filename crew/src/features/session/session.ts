import { crewSessionSchema } from '@rihla/shared/contracts/crew';
import { phoneSessionHooks } from '@rihla/shared/mobile/phone-session';
import { OFFLINE_KEYS } from './offline-keys';
import { takePairingLink } from './pairing-link';

/**
 * The crew member's session on this phone: the shared phone sign-in on `/crew/…`, or the pairing
 * code of the dispatcher's QR when the page is its link.
 */
export const crewSession = phoneSessionHooks({
  app: 'crew',
  schema: crewSessionSchema,
  sessionKey: OFFLINE_KEYS.session,
  offlineKeys: [OFFLINE_KEYS.today, OFFLINE_KEYS.tripStates],
  linkSignIn: takePairingLink,
});

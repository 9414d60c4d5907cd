import { crewSessionSchema } from '@rihla/shared/contracts/crew';
import { phoneSessionHooks } from '@rihla/shared/mobile/phone-session';
import { OFFLINE_KEYS } from './offline-keys';

/** The crew member's session on this phone: the shared phone sign-in on `/crew/…`. */
export const crewSession = phoneSessionHooks({
  app: 'crew',
  schema: crewSessionSchema,
  sessionKey: OFFLINE_KEYS.session,
  offlineKeys: [OFFLINE_KEYS.today, OFFLINE_KEYS.tripStates],
});

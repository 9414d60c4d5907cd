import { familySessionSchema } from '@rihla/shared/contracts/family';
import { phoneSessionHooks } from '@rihla/shared/mobile/phone-session';

/** The parent's session on this phone: the shared phone sign-in on `/family/…`. */
export const familySession = phoneSessionHooks({
  app: 'family',
  schema: familySessionSchema,
  sessionKey: 'rihla.family.session',
  offlineKeys: [],
});

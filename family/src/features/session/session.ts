import { familySessionSchema } from '@rihla/shared/contracts/family';
import { phoneSessionHooks } from '@rihla/shared/mobile/phone-session';
import { takeSignInLink } from './sign-in-link';

/**
 * The family's session on this phone (the account holder's or a guardian's): the shared phone
 * sign-in on `/family/…`, or the e-mailed link's token when the page is that link (ADR 0075).
 */
export const familySession = phoneSessionHooks({
  app: 'family',
  schema: familySessionSchema,
  sessionKey: 'rihla.family.session',
  offlineKeys: [],
  linkSignIn: takeSignInLink,
});

import type { FamilyRequestList } from '@rihla/shared/contracts/family';
import { REGISTRATION_DRAFT_KEY } from '@rihla/shared/contracts/registration-draft';
import { type Locale, localizedPath } from '@rihla/shared/routes/route-table';

/** The public registration form of the page's language (the landing page's form section). */
export const registrationFormUrl = (locale: Locale) => `${localizedPath('/', locale)}#register`;

/**
 * Fills the public form's draft with the parent's own details and home before the link opens it
 * (sessionStorage, so nothing personal rides in the address). The form is the one every family
 * uses: the same checks, reference and acknowledgement.
 */
export function writeRegistrationDraft(prefill: FamilyRequestList['prefill']) {
  const draft = {
    parentName: prefill.parentName,
    parentPhone: prefill.parentPhone,
    parentEmail: prefill.parentEmail ?? '',
    homeLat: prefill.homeLat === null ? '' : String(prefill.homeLat),
    homeLng: prefill.homeLng === null ? '' : String(prefill.homeLng),
  };
  try {
    sessionStorage.setItem(REGISTRATION_DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage blocked: the form opens empty, which still works.
  }
}

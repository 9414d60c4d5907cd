import { signInCodesTable, signInSessionsTable } from '../../lib/phone-sign-in';
import { parents } from '../parents/parents.table';

/**
 * Sign-in codes texted to parents' phones for the families' app (ADR 0053); `parent_id` is null for
 * a phone on no parent's record, so those requests count against the limits too.
 */
export const familyCodes = signInCodesTable('family_codes', 'parent_id', () => parents.id);

/** A parent's signed-in phone: listed and revocable by the parent and on the parent's page. */
export const familySessions = signInSessionsTable('family_sessions', 'parent_id', () => parents.id);

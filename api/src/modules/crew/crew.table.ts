import { signInCodesTable, signInSessionsTable } from '../../lib/phone-sign-in';
import { drivers } from '../drivers/drivers.table';

/**
 * Sign-in codes sent by SMS to crew members' phones (`driver_id` is the member's; null for a
 * phone that is no active member's): hashed, single-use, minutes long, a few wrong tries.
 */
export const crewCodes = signInCodesTable('crew_codes', 'driver_id', () => drivers.id);

/** A crew member's signed-in phone: a shift long, listed and revocable on the driver's page. */
export const crewSessions = signInSessionsTable('crew_sessions', 'driver_id', () => drivers.id);

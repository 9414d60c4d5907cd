import type { Session } from '@rihla/shared/contracts/auth';
import { can, type Permission } from '@rihla/shared/contracts/permissions';

/**
 * What the signed-in operator may do, as the shell tells every page: their role's permissions, and
 * none while their password is a temporary one (the API refuses all but the password change, so
 * nothing asks it: no navigation to areas, no live feed).
 */
export function sessionCan(session: Session | null, permission: Permission): boolean {
  if (session?.operator.mustChangePassword) return false;
  return can(session?.operator.role, permission);
}

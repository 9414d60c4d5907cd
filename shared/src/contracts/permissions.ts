import type { Role } from './auth';

/**
 * What each role may do, checked by the API on every route and used by the UI to hide
 * what an operator cannot do. `viewer` reads everything and changes nothing; `school` reads its
 * school's students and trips and changes nothing.
 */
export const PERMISSIONS = {
  'operators:manage': ['admin'],
  /** Schools and stops: the places every dispatcher's routes share (ADR 0042). */
  'places:write': ['admin'],
  'fleet:read': ['admin', 'dispatcher', 'finance', 'viewer'],
  'fleet:write': ['admin', 'dispatcher'],
  'trips:read': ['admin', 'dispatcher', 'viewer'],
  'trips:write': ['admin', 'dispatcher'],
  /** The trips' list and a trip's page: the trips' readers and a school's staff, who see their school's only (ADR 0072). */
  'trips:follow': ['admin', 'dispatcher', 'viewer', 'school'],
  /**
   * The live map, a trip's live page, who is on which bus now and the on-time figures: the trips'
   * readers and a school's staff, who see their school's trips only (ADR 0076).
   */
  'trips:live': ['admin', 'dispatcher', 'viewer', 'school'],
  'families:read': ['admin', 'dispatcher', 'finance', 'viewer'],
  /** The students' pages: the families' readers and a school's staff, who see their school's only (ADR 0072). */
  'students:read': ['admin', 'dispatcher', 'finance', 'viewer', 'school'],
  'families:write': ['admin', 'dispatcher'],
  'finance:read': ['admin', 'finance', 'viewer'],
  'finance:write': ['admin', 'finance'],
  'audit:read': ['admin', 'dispatcher', 'finance', 'viewer'],
  /** Reports e-mailed on a schedule: they send the company's figures outside it (ADR 0065). */
  'reports:manage': ['admin'],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;

export function can(role: Role | undefined, permission: Permission): boolean {
  if (!role) return false;
  return (PERMISSIONS[permission] as readonly Role[]).includes(role);
}

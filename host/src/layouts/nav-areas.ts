import type { Permission } from '@rihla/shared/contracts/permissions';
import { type AppPath, pathTo } from '@rihla/shared/routes/path-to';
import { type Area, ROUTES } from '@rihla/shared/routes/route-table';

export interface NavArea {
  area: Exclude<Area, 'landing'>;
  /** The area's first page in the route table (its list or overview). */
  path: AppPath;
  /** That page's key, to fetch it ahead. */
  page: string;
  /** null: every signed-in operator may open it. */
  permission: Permission | null;
}

const AREA_PERMISSION: Record<NavArea['area'], Permission | null> = {
  overview: null,
  buses: 'fleet:read',
  drivers: 'fleet:read',
  trips: 'trips:follow',
  'disrupted-trips': 'trips:read',
  monitoring: 'trips:live',
  alerts: 'trips:read',
  kpis: 'trips:live',
  zones: 'trips:read',
  parents: 'families:read',
  students: 'students:read',
  'registration-requests': 'families:read',
  notifications: 'families:read',
  'subscription-packages': 'finance:read',
  settlements: 'finance:read',
  finance: 'finance:read',
  settings: 'operators:manage',
  account: null,
};

/** The dashboard areas in route-table order, each with its entry page. */
const NAV_AREAS: readonly NavArea[] = (Object.keys(AREA_PERMISSION) as NavArea['area'][]).map((area) => {
  const entry = ROUTES.find((route) => route.area === area);
  if (!entry) throw new Error(`No route for area ${area}`);
  return { area, path: pathTo(entry.page), page: entry.page, permission: AREA_PERMISSION[area] };
});

export function readableAreas(can: (permission: Permission) => boolean): NavArea[] {
  return NAV_AREAS.filter((item) => item.permission === null || can(item.permission));
}

/**
 * The one route table of Rihla: every page of the spec, in both locales.
 * The host router, the server's 404 decision and the e2e suites all read it.
 */

export const LOCALES = ['ar', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'ar';

/** Who serves a page: the host itself, or a remote loaded at runtime. */
export type RemoteName = 'fleet' | 'trips-monitoring' | 'families' | 'finance';
export type PageOwner = 'host' | 'landing' | RemoteName;

export type Layout = 'landing' | 'default';

export interface RouteDefinition {
  /** Nuxt-style name, without the locale suffix (e.g. `dashboard-bus-screen-update-bus-id`). */
  name: string;
  /** Path in the Arabic (unprefixed) form; `:id` marks the route parameter. */
  path: string;
  layout: Layout;
  /** Which app serves the page. */
  owner: PageOwner;
  /** Key of the page inside the owner's exposed `./routes` module. */
  page: string;
  /** Dashboard area, for the side navigation and role checks. */
  area: Area;
}

export type Area =
  | 'landing'
  | 'overview'
  | 'buses'
  | 'drivers'
  | 'trips'
  | 'disrupted-trips'
  | 'monitoring'
  | 'alerts'
  | 'kpis'
  | 'zones'
  | 'parents'
  | 'students'
  | 'registration-requests'
  | 'notifications'
  | 'subscription-packages'
  | 'settlements'
  | 'finance'
  | 'settings'
  | 'account';

/** One route; its path and page key keep their literal types, so `pathTo` can check both at compile time. */
function route<const Path extends string, const Page extends string>(
  path: Path,
  owner: PageOwner,
  page: Page,
  area: Area,
): RouteDefinition & { path: Path; page: Page } {
  const name = path === '/' ? 'index' : path.slice(1).replace(/:id/g, 'id').split('/').join('-');
  return { name, path, layout: area === 'landing' ? 'landing' : 'default', owner, page, area };
}

export const ROUTES = [
  route('/', 'landing', 'home', 'landing'),
  route('/about', 'landing', 'about', 'landing'),

  route('/dashboard', 'host', 'overview', 'overview'),

  route('/dashboard/bus-screen', 'fleet', 'bus-list', 'buses'),
  route('/dashboard/bus-screen/add-bus', 'fleet', 'bus-add', 'buses'),
  route('/dashboard/bus-screen/update-bus/:id', 'fleet', 'bus-update', 'buses'),
  route('/dashboard/drivers-screen', 'fleet', 'driver-list', 'drivers'),
  route('/dashboard/drivers-screen/add-driver', 'fleet', 'driver-add', 'drivers'),
  route('/dashboard/drivers-screen/drivers-details/:id', 'fleet', 'driver-details', 'drivers'),
  route('/dashboard/drivers-screen/drivers-update/:id', 'fleet', 'driver-update', 'drivers'),

  route('/dashboard/trip-screen', 'trips-monitoring', 'trip-list', 'trips'),
  route('/dashboard/trip-screen/add-trip', 'trips-monitoring', 'trip-add', 'trips'),
  route('/dashboard/trip-screen/update-trip/:id', 'trips-monitoring', 'trip-update', 'trips'),
  // Not a spec route (issue #37): the route planner.
  route('/dashboard/trip-screen/route-planner', 'trips-monitoring', 'route-planner', 'trips'),
  route('/dashboard/disrupted-trips', 'trips-monitoring', 'disrupted-trip-list', 'disrupted-trips'),
  route(
    '/dashboard/disrupted-trips/update/:id',
    'trips-monitoring',
    'disrupted-trip-update',
    'disrupted-trips',
  ),
  route('/dashboard/monitor-screen', 'trips-monitoring', 'monitor-overview', 'monitoring'),
  route('/dashboard/monitor-screen/trips-details/:id', 'trips-monitoring', 'trip-details', 'monitoring'),
  route('/dashboard/monitor-screen/trips-status', 'trips-monitoring', 'trips-status', 'monitoring'),
  route('/dashboard/monitor-screen/on-board', 'trips-monitoring', 'on-board', 'monitoring'),
  route(
    '/dashboard/monitor-screen/trips-status/monitor-trips',
    'trips-monitoring',
    'monitor-trips',
    'monitoring',
  ),
  route(
    '/dashboard/monitor-screen/trips-tracking-map/:id',
    'trips-monitoring',
    'trip-tracking-map',
    'monitoring',
  ),
  // Not a spec route: the alert centre BRIEF section 6 asks for (speeding, idle, offline, off route, SOS).
  route('/dashboard/alerts-screen', 'trips-monitoring', 'alert-centre', 'alerts'),
  // Not a spec route (issue #38): the operational figures of finished trips (ADR 0057).
  route('/dashboard/kpis', 'trips-monitoring', 'kpis', 'kpis'),
  // Not a spec route (issue #38): the zones drawn on the map (ADR 0062).
  route('/dashboard/zones', 'trips-monitoring', 'zones', 'zones'),
  // Not a spec route (issue #38): reports e-mailed on a schedule (ADR 0065).
  route('/dashboard/kpis/scheduled-reports', 'trips-monitoring', 'scheduled-reports', 'kpis'),

  route('/dashboard/parents-screen', 'families', 'parent-list', 'parents'),
  route('/dashboard/parents-screen/parents-details/:id', 'families', 'parent-details', 'parents'),
  route('/dashboard/students-screen', 'families', 'student-list', 'students'),
  route('/dashboard/students-screen/student-details/:id', 'families', 'student-details', 'students'),
  route('/dashboard/registration-requests', 'families', 'registration-requests', 'registration-requests'),
  // Not a spec route (issue #19): the delivery log of parents' notices, served by families (ADR 0027).
  route('/dashboard/notifications', 'families', 'notice-list', 'notifications'),
  route('/dashboard/notifications/templates', 'families', 'notice-templates', 'notifications'),

  route('/dashboard/subscription-packages', 'finance', 'package-list', 'subscription-packages'),
  route(
    '/dashboard/subscription-packages/update-package/:id',
    'finance',
    'package-update',
    'subscription-packages',
  ),
  route('/dashboard/settlement', 'finance', 'settlement-list', 'settlements'),
  route('/dashboard/settlement/settlement-details', 'finance', 'settlement-compose', 'settlements'),
  route('/dashboard/settlement/settlement-details/:id', 'finance', 'settlement-details', 'settlements'),
  route('/dashboard/financial-management-screen', 'finance', 'financial-management', 'finance'),

  // Not spec routes (issue #17): the administrator's settings, host pages (ADR 0024); a settings page
  // is added in host/src/settings/settings-pages.ts too.
  route('/dashboard/settings', 'host', 'settings', 'settings'),
  route('/dashboard/settings/operators', 'host', 'settings-operators', 'settings'),
  route('/dashboard/settings/company', 'host', 'settings-company', 'settings'),
  route('/dashboard/settings/schools', 'host', 'settings-schools', 'settings'),
  route('/dashboard/settings/regions', 'host', 'settings-regions', 'settings'),
  route('/dashboard/settings/stops', 'host', 'settings-stops', 'settings'),
  route('/dashboard/settings/calendar', 'host', 'settings-calendar', 'settings'),
  route('/dashboard/settings/alert-rules', 'host', 'settings-alert-rules', 'settings'),
  route('/dashboard/settings/zatca', 'host', 'settings-zatca', 'settings'),

  // Not a spec route (issue #17): the signed-in operator's own account, a host page (ADR 0024).
  route('/dashboard/account', 'host', 'account', 'account'),
] as const satisfies readonly RouteDefinition[];

/** The page keys of the route table (`bus-update`, `trip-list`...): what `pathTo` takes. */
export type PageKey = (typeof ROUTES)[number]['page'];

/** Entity ids are UUIDs; anything else in `{id}` is a 404 ("Page Not Found: {path}"). */
export const ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export function isValidId(id: string): boolean {
  return ID_PATTERN.test(id);
}

export function localizedPath(path: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return path;
  return path === '/' ? '/en' : `/en${path}`;
}

export function localizedName(route: RouteDefinition, locale: Locale): string {
  return `${route.name}___${locale}`;
}

/** The sign-in page is not a spec route but lives beside them in both locales. */
export const LOGIN_PATH = '/login';

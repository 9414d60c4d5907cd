import { matchRoute, splitLocale } from './match-route';
import { localizedName, localizedPath, ROUTES } from './route-table';

describe('route table', () => {
  it('holds the 29 dashboard paths and the 2 landing paths of the spec, the alert centre, the account, settings, notifications, route planner, KPI, zones, scheduled-report and who-is-on-board pages', () => {
    const beyondTheSpec = (path: string) =>
      [
        '/dashboard/alerts-screen',
        '/dashboard/account',
        '/dashboard/trip-screen/route-planner',
        '/dashboard/kpis',
        '/dashboard/zones',
        '/dashboard/kpis/scheduled-reports',
        '/dashboard/monitor-screen/on-board',
      ].includes(path) ||
      path.startsWith('/dashboard/settings') ||
      path.startsWith('/dashboard/notifications');
    const dashboard = ROUTES.filter((r) => r.layout === 'default');
    expect(dashboard.filter((r) => !beyondTheSpec(r.path))).toHaveLength(29);
    expect(dashboard.filter((r) => beyondTheSpec(r.path)).map((r) => r.path)).toEqual(
      expect.arrayContaining([
        '/dashboard/alerts-screen',
        '/dashboard/account',
        '/dashboard/settings',
        '/dashboard/notifications',
        '/dashboard/trip-screen/route-planner',
        '/dashboard/kpis',
        '/dashboard/zones',
        '/dashboard/kpis/scheduled-reports',
        '/dashboard/monitor-screen/on-board',
      ]),
    );
    expect(ROUTES.filter((r) => r.layout === 'landing').map((r) => r.path)).toEqual(['/', '/about']);
  });

  it('names routes per locale with the ___ar / ___en suffix', () => {
    const update = ROUTES.find((r) => r.path === '/dashboard/bus-screen/update-bus/:id')!;
    expect(localizedName(update, 'ar')).toBe('dashboard-bus-screen-update-bus-id___ar');
    expect(localizedName(update, 'en')).toBe('dashboard-bus-screen-update-bus-id___en');
    expect(new Set(ROUTES.map((r) => r.name)).size).toBe(ROUTES.length);
  });

  it('prefixes English paths with /en and leaves Arabic ones bare', () => {
    expect(localizedPath('/dashboard', 'ar')).toBe('/dashboard');
    expect(localizedPath('/dashboard', 'en')).toBe('/en/dashboard');
    expect(localizedPath('/', 'en')).toBe('/en');
  });
});

describe('matchRoute', () => {
  const id = '3f1c2a9e-8b7d-4c6e-9a1b-2c3d4e5f6a7b';

  it('matches both locales with the id parameter', () => {
    const ar = matchRoute(`/dashboard/drivers-screen/drivers-details/${id}`);
    const en = matchRoute(`/en/dashboard/drivers-screen/drivers-details/${id}`);
    expect(ar).toMatchObject({ kind: 'page', match: { locale: 'ar', params: { id } } });
    expect(en).toMatchObject({ kind: 'page', match: { locale: 'en', params: { id } } });
  });

  it('tells an invalid id apart from an unknown path', () => {
    expect(matchRoute('/dashboard/bus-screen/update-bus/42').kind).toBe('invalid-id');
    expect(matchRoute('/en/dashboard/nowhere').kind).toBe('not-found');
    expect(matchRoute('/en/dashboard/nowhere')).toMatchObject({ locale: 'en' });
  });

  it('keeps the landing pages and tolerates a trailing slash', () => {
    expect(matchRoute('/en')).toMatchObject({
      kind: 'page',
      match: { route: { name: 'index' }, locale: 'en' },
    });
    expect(matchRoute('/about/')).toMatchObject({ kind: 'page', match: { route: { name: 'about' } } });
    expect(splitLocale('/english')).toEqual({ locale: 'ar', path: '/english' });
  });

  it('serves the settlement composer without an id and the details with one', () => {
    expect(matchRoute('/dashboard/settlement/settlement-details')).toMatchObject({
      kind: 'page',
      match: { route: { page: 'settlement-compose' } },
    });
    expect(matchRoute(`/dashboard/settlement/settlement-details/${id}`)).toMatchObject({
      match: { route: { page: 'settlement-details' } },
    });
  });
});

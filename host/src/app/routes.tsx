import {
  isValidId,
  LOCALES,
  LOGIN_PATH,
  type Locale,
  localizedName,
  localizedPath,
  type RemoteName,
  ROUTES,
  type RouteDefinition,
} from '@rihla/shared/routes/route-table';
import { data, type RouteObject } from 'react-router';
import { DashboardLayout } from '../layouts/dashboard-layout';
import { NotFoundPage } from '../pages/not-found-page';
import { RemotePage } from '../remotes/remote-page';
import { SETTINGS_PAGES } from '../settings/settings-pages';
import { RouteError } from '../shell/errors/route-error';
import { SignInHandOff } from '../signin/sign-in-hand-off';
import { RequireSession } from './require-session';
import { RootLayout } from './root-layout';
import { rootLoader, shouldRevalidateRoot } from './root-loader';

/**
 * Pages the host serves itself, keyed like the remotes' pages, each its own chunk: the overview
 * uses antd and charts, which the sign-in page must not download.
 */
const HOST_PAGES: Record<string, () => Promise<{ Component: () => React.JSX.Element }>> = {
  overview: () =>
    import('../overview/overview-page').then(({ OverviewPage }) => ({ Component: OverviewPage })),
  account: () => import('../account/account-page').then(({ AccountPage }) => ({ Component: AccountPage })),
  ...SETTINGS_PAGES,
};

/** Route validation: an `{id}` that is not a UUID is a 404 ("Page Not Found: {path}"). */
function validateId({ params }: { params: { id?: string } }) {
  if (params.id !== undefined && !isValidId(params.id)) throw data('invalid id', { status: 404 });
  return null;
}

/** The route's page: a host page loads with the route (`lazy`), a remote page through RemotePage. */
function pageOf(route: RouteDefinition): Pick<RouteObject, 'element' | 'lazy'> {
  if (route.owner === 'host') {
    const load = HOST_PAGES[route.page];
    if (!load) throw new Error(`The host has no page ${route.page}`);
    return { lazy: load };
  }
  return { element: <RemotePage remote={route.owner as RemoteName} page={route.page} area={route.area} /> };
}

function dashboardRoutes(locale: Locale): RouteObject {
  return {
    id: `dashboard-layout___${locale}`,
    element: (
      <RequireSession locale={locale}>
        <DashboardLayout />
      </RequireSession>
    ),
    children: ROUTES.filter((route) => route.layout === 'default').map((route) => ({
      id: localizedName(route, locale),
      path: localizedPath(route.path, locale),
      ...pageOf(route),
      errorElement: <RouteError />,
      ...(route.path.includes(':id') ? { loader: validateId } : {}),
    })),
  };
}

/** Both locales of the route table, the sign-in page, root redirects and the 404 catch-all. */
export function buildRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      loader: rootLoader,
      shouldRevalidate: shouldRevalidateRoot,
      element: <RootLayout />,
      errorElement: <RouteError />,
      HydrateFallback: () => null,
      children: [
        // The landing app serves `/` and `/en` (prerendered); when the host is asked for them
        // (its dev server) the root sends the operator on to the dashboard (in rootLoader).
        { id: 'index___ar', index: true, element: null },
        { id: 'index___en', path: '/en', element: null },
        // The sign-in page is its own prerendered page (ADR 0045): reaching it here loads it.
        ...LOCALES.map((locale) => ({
          id: `login___${locale}`,
          path: localizedPath(LOGIN_PATH, locale),
          element: <SignInHandOff />,
        })),
        ...LOCALES.map(dashboardRoutes),
        { id: 'not-found', path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}

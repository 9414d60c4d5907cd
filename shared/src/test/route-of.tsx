import { type Locale, localizedPath, type PageKey, ROUTES } from '@rihla/shared/routes/route-table';

/**
 * The route pattern of a page in a locale's form (`/en/dashboard/bus-screen/update-bus/:id`), for
 * the `route` of `renderRemotePage`: taken from the route table, never typed in a test.
 */
export function routeOf(page: PageKey, locale: Locale = 'ar'): string {
  const route = ROUTES.find((r) => r.page === page);
  if (!route) throw new Error(`No page ${page} in the route table`);
  return localizedPath(route.path, locale);
}

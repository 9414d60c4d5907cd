import { type PageKey, ROUTES } from './route-table';

type RouteOf<K extends PageKey> = Extract<(typeof ROUTES)[number], { page: K }>;

/** `{ id }` for a route whose path has `:id`, nothing for the others. */
type ParamsOf<K extends PageKey> = RouteOf<K>['path'] extends `${string}:id${string}` ? [{ id: string }] : [];

/**
 * A path of the route table in its Arabic (unprefixed) form, built by `pathTo`; the shell's
 * `localePath` turns it into the current locale's URL. A plain string is not one.
 */
export type AppPath = string & { readonly __appPath: unique symbol };

const PATHS = new Map<string, string>(ROUTES.map((route) => [route.page, route.path]));

/**
 * The path of a page, e.g. `pathTo('bus-update', { id })` -> `/dashboard/bus-screen/update-bus/<id>`.
 * Page keys and their parameters are checked against the route table at compile time, so a
 * renamed route breaks the build instead of a link.
 */
export function pathTo<K extends PageKey>(page: K, ...params: ParamsOf<K>): AppPath {
  const path = PATHS.get(page);
  if (path === undefined) throw new Error(`No page ${page} in the route table`);
  const id = (params[0] as { id: string } | undefined)?.id;
  return (id === undefined ? path : path.replace(':id', encodeURIComponent(id))) as AppPath;
}

/** The same path with a query string, e.g. a list opened on a filter. */
export function withQuery(path: AppPath, query: URLSearchParams | Record<string, string>): AppPath {
  const search = new URLSearchParams(query).toString();
  return (search ? `${path}?${search}` : path) as AppPath;
}

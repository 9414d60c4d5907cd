import { DEFAULT_LOCALE, isValidId, type Locale, ROUTES, type RouteDefinition } from './route-table';

export interface RouteMatch {
  route: RouteDefinition;
  locale: Locale;
  params: { id?: string };
}

export type MatchResult =
  | { kind: 'page'; match: RouteMatch }
  /** The path has a route's shape but its `{id}` failed validation. */
  | { kind: 'invalid-id'; locale: Locale; route: RouteDefinition }
  | { kind: 'not-found'; locale: Locale };

/** Splits `/en/x` into locale `en` and `/x`; unprefixed paths are Arabic. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  if (pathname === '/en' || pathname === '/en/') return { locale: 'en', path: '/' };
  if (pathname.startsWith('/en/')) return { locale: 'en', path: pathname.slice(3) };
  return { locale: DEFAULT_LOCALE, path: pathname };
}

function normalise(path: string): string {
  if (path.length > 1 && path.endsWith('/')) return path.slice(0, -1);
  return path;
}

export function matchRoute(pathname: string): MatchResult {
  const { locale, path } = splitLocale(pathname);
  const wanted = normalise(path).split('/');
  for (const route of ROUTES) {
    const parts = route.path.split('/');
    if (parts.length !== wanted.length) continue;
    let id: string | undefined;
    const same = parts.every((part, i) => {
      if (part === ':id') {
        id = decodeURIComponent(wanted[i] ?? '');
        return id.length > 0;
      }
      return part === wanted[i];
    });
    if (!same) continue;
    if (id !== undefined && !isValidId(id)) return { kind: 'invalid-id', locale, route };
    return { kind: 'page', match: { route, locale, params: id === undefined ? {} : { id } } };
  }
  return { kind: 'not-found', locale };
}

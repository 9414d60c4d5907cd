import { reloadPage } from './reload-page';

/** Window in which a second load failure on the same path shows an error instead of reloading. */
export const RELOAD_GUARD_MS = 10_000;
const KEY_PREFIX = 'rihla:reload-guard:';

export interface ReloadGuardDeps {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  now(): number;
  reload(): void;
}

const browserDeps = (): ReloadGuardDeps => ({ storage: sessionStorage, now: Date.now, reload: reloadPage });

/**
 * Called on a chunk or remote load failure. Reloads the page once per path; a failure within
 * 10 s of that reload returns false so the caller shows the area's error view (no reload loop).
 */
export function reloadOnce(path: string, deps: ReloadGuardDeps = browserDeps()): boolean {
  const key = KEY_PREFIX + path;
  const last = Number(deps.storage.getItem(key) ?? 0);
  const now = deps.now();
  if (last > 0 && now - last < RELOAD_GUARD_MS) return false;
  deps.storage.setItem(key, String(now));
  deps.reload();
  return true;
}

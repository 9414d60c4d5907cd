import { preloadRemote } from '@module-federation/enhanced/runtime';
import { queryClient } from '../app/query-client';
import { sessionStore } from '../app/session-store';
import { loadingBar } from '../shell/loading-bar/loading-bar-service';
import { deployedRemotes } from './remote-registry';
import { whenIdle } from './when-idle';

export const PREFETCH_DELAY_MS = 1000;
/** How often a busy page is looked at again. */
export const SETTLE_CHECK_MS = 200;
/** A page that never settles (a list refetching on a timer) does not hold the warm-up longer. */
export const SETTLE_LIMIT_MS = 10_000;

interface NetworkInformationLike {
  effectiveType?: string;
}

function prefetchAll(): void {
  const remotes = deployedRemotes().map((nameOrAlias) => ({ nameOrAlias, filter: () => false }));
  if (remotes.length === 0) return;
  preloadRemote(remotes).catch((error: unknown) => console.error('Remote prefetch failed', error));
}

/** A page or a remote is loading (the loading bar counts them), or the page's data is on its way. */
function pageBusy(): boolean {
  return loadingBar.isLoading() || queryClient.isFetching() > 0;
}

/**
 * Runs `run` in the first idle moment, at least the delay after `since`, when the page shown has
 * its code and its data: the warm-up never competes with the first rows (issue #21 counts the JS
 * fetched before them). At the latest SETTLE_LIMIT_MS after `since`.
 */
function whenPageSettled(since: number, run: () => void): void {
  const check = () => {
    const late = Date.now() - since >= SETTLE_LIMIT_MS;
    if (pageBusy() && !late) {
      setTimeout(check, SETTLE_CHECK_MS);
      return;
    }
    whenIdle(() => (pageBusy() && !late ? setTimeout(check, SETTLE_CHECK_MS) : run()));
  };
  setTimeout(check, PREFETCH_DELAY_MS);
}

/**
 * Warm the remotes' manifests (and so their entries) once the first page has settled, except on
 * a `slow-2g` connection. Page chunks are left to the first visit: the filter keeps them out. Only
 * for a signed-in operator: a visitor on the sign-in page cannot open a remote area, so their
 * first load stays the sign-in page's own code.
 */
export function schedulePrefetch(): void {
  const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
  if (connection?.effectiveType === 'slow-2g') return;
  if (sessionStore.get()) {
    whenPageSettled(Date.now(), prefetchAll);
    return;
  }
  const stop = sessionStore.subscribe(() => {
    if (!sessionStore.get()) return;
    stop();
    whenPageSettled(Date.now(), prefetchAll);
  });
}

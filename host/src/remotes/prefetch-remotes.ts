import { preloadRemote } from '@module-federation/enhanced/runtime';
import { sessionStore } from '../app/session-store';
import { deployedRemotes } from './remote-registry';

export const PREFETCH_DELAY_MS = 1000;

interface NetworkInformationLike {
  effectiveType?: string;
}

function prefetchAll(): void {
  const remotes = deployedRemotes().map((nameOrAlias) => ({ nameOrAlias, filter: () => false }));
  if (remotes.length === 0) return;
  preloadRemote(remotes).catch((error: unknown) => console.error('Remote prefetch failed', error));
}

/**
 * Warm the remotes' manifests (and so their entries) 1000 ms after start, except on a `slow-2g`
 * connection. Page chunks are left to the first visit: the filter keeps them out. Only for a
 * signed-in operator: a visitor on the sign-in page cannot open a remote area, so their first load
 * stays the sign-in page's own code (the remotes are warmed 1000 ms after they sign in).
 */
export function schedulePrefetch(): void {
  const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
  if (connection?.effectiveType === 'slow-2g') return;
  if (sessionStore.get()) {
    setTimeout(prefetchAll, PREFETCH_DELAY_MS);
    return;
  }
  const stop = sessionStore.subscribe(() => {
    if (!sessionStore.get()) return;
    stop();
    setTimeout(prefetchAll, PREFETCH_DELAY_MS);
  });
}

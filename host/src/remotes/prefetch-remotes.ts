import { preloadRemote } from '@module-federation/enhanced/runtime';
import { deployedRemotes } from './remote-registry';

export const PREFETCH_DELAY_MS = 1000;

interface NetworkInformationLike {
  effectiveType?: string;
}

/**
 * Warm the remotes' manifests (and so their entries) after start, except on a `slow-2g`
 * connection. Page chunks are left to the first visit: the filter keeps them out.
 */
export function schedulePrefetch(): void {
  const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
  if (connection?.effectiveType === 'slow-2g') return;
  setTimeout(() => {
    const remotes = deployedRemotes().map((nameOrAlias) => ({ nameOrAlias, filter: () => false }));
    if (remotes.length === 0) return;
    preloadRemote(remotes).catch((error: unknown) => console.error('Remote prefetch failed', error));
  }, PREFETCH_DELAY_MS);
}

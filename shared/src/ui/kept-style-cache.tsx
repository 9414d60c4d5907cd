import { createCache, StyleProvider } from '@ant-design/cssinjs';
import type { ReactNode } from 'react';

/**
 * antd's CSS-in-JS counts the mounted users of each component style and drops the style (and
 * computes it again) when the count falls to 0. A remote's pages each mount their own antd tree,
 * so every navigation between two pages of a remote unmounted the last Table, Form and Tag and
 * rebuilt their styles: most of an 80-145 ms long task. This cache counts one user more than
 * there are, so a style, once computed, outlives its last user for the life of the tab. The
 * styles kept are bounded by the antd components the remote has and the two colour schemes.
 */
function createKeptCache() {
  const cache = createCache();
  const update = cache.opUpdate.bind(cache);
  cache.opUpdate = (key, next) =>
    // An entry is [mounted users, styles].
    update(key, (previous) => {
      if (!previous) return next(previous);
      const result = next([previous[0] + 1, previous[1]]);
      return result && [result[0] - 1, result[1]];
    });
  return cache;
}

const keptCache = createKeptCache();

/** Provides the kept cache to the remote's antd (one per remote: each bundles its own antd). */
export function KeptStyleCache({ children }: { children: ReactNode }) {
  return <StyleProvider cache={keptCache}>{children}</StyleProvider>;
}

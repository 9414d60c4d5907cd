import { type RemoteName, ROUTES } from '@rihla/shared/routes/route-table';
import { loadedRemote } from './lazy-remote-page';
import { whenIdle } from './when-idle';

/** The first page of each area a remote owns (its lists): what the side navigation links to. */
function areaEntryPages(remote: RemoteName): string[] {
  const seen = new Set<string>();
  const pages: string[] = [];
  for (const route of ROUTES) {
    if (seen.has(route.area)) continue;
    seen.add(route.area);
    if (route.owner === remote) pages.push(route.page);
  }
  return pages;
}

/**
 * Once a remote's page is shown and the browser is idle, the code of that remote's other area
 * pages (bus list <-> driver list): the likeliest next click, which then renders without
 * waiting for its chunk. Code only; a list's data is fetched on the link's hover. Returns the
 * cancel of the idle callback.
 */
export function preloadNextPagesWhenIdle(remote: RemoteName, shown: string): () => void {
  const run = () => {
    const module = loadedRemote(remote);
    if (!module) return;
    for (const page of areaEntryPages(remote)) {
      if (page !== shown) module.pages[page]?.preload?.().catch(() => undefined);
    }
  };
  return whenIdle(run);
}

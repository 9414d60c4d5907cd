import type { Locale, RemoteName } from '@rihla/shared/routes/route-table';
import { ROUTES } from '@rihla/shared/routes/route-table';
import type { PrefetchContext, RemoteModule } from '@rihla/shared/shell/remote-contract';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useCallback } from 'react';
import { loadRemotePages } from './lazy-remote-page';
import { remoteMessages } from './remote-messages';
import { isDeployed } from './remote-registry';

/**
 * Starts side by side what a remote page needs before its first paint: its chunk, its messages
 * and, given `data`, its first data (the unfiltered list). The page's render then finds each on
 * its way (its lazy chunk, its messages and its query join the same requests). Resolves once all
 * are in; a failure is the page's to show, so the returned promise never rejects.
 */
export function preparePage(
  module: RemoteModule,
  page: string,
  locale: Locale,
  data?: PrefetchContext,
): Promise<unknown> {
  return Promise.all([
    module.pages[page]?.preload?.(),
    remoteMessages(module, locale),
    data ? module.prefetch?.[page]?.(data) : undefined,
  ]).catch(() => undefined);
}

/**
 * Fetches what a remote page needs before its first paint (the remote's entry and routes, then
 * `preparePage`) when the operator points at or focuses a link to it: a hover comes 100-300 ms
 * before the click. A failure here is left to the page, which shows it when opened.
 */
export function usePrefetchPage() {
  const { api, locale, queryClient } = useShell();
  return useCallback(
    (page: string) => {
      const route = ROUTES.find((candidate) => candidate.page === page);
      if (!route || route.owner === 'host' || route.owner === 'landing') return;
      const remote: RemoteName = route.owner;
      if (!isDeployed(remote)) return;
      loadRemotePages(remote)
        .then((module) => preparePage(module, page, locale, { api, queryClient }))
        .catch(() => undefined);
    },
    [api, locale, queryClient],
  );
}

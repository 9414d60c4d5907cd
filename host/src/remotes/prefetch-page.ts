import type { RemoteName } from '@rihla/shared/routes/route-table';
import { ROUTES } from '@rihla/shared/routes/route-table';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { loadRemotePages } from './lazy-remote-page';
import { remoteMessages } from './remote-messages';
import { isDeployed } from './remote-registry';

/**
 * Fetches what a remote page needs before its first paint (the remote's entry and routes, the
 * page's chunk, its messages and its first data) when the operator points at or focuses a link
 * to it: a hover comes 100-300 ms before the click. A failure here is left to the page, which
 * shows it when opened.
 */
export function usePrefetchPage() {
  const { api, locale } = useShell();
  const queryClient = useQueryClient();
  return useCallback(
    (page: string) => {
      const route = ROUTES.find((candidate) => candidate.page === page);
      if (!route || route.owner === 'host' || route.owner === 'landing') return;
      const remote: RemoteName = route.owner;
      if (!isDeployed(remote)) return;
      loadRemotePages(remote)
        .then((module) =>
          Promise.all([
            module.pages[page]?.preload?.(),
            module.prefetch?.[page]?.({ api, queryClient }),
            remoteMessages(module, locale),
          ]),
        )
        .catch(() => undefined);
    },
    [api, locale, queryClient],
  );
}

import type { Area, RemoteName } from '@rihla/shared/routes/route-table';
// The router module the remotes are handed, imported here so the host loads it at start: a
// module the page has not loaded goes to its highest registered version, so a remote one patch
// ahead would otherwise run on its own copy, a second router (ADR 0048).
import { useLocation } from '@rihla/shared/routes/router';
import { useShell } from '@rihla/shared/shell/shell-context';
import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { lazyRemotePage, remoteScope } from './lazy-remote-page';
import { preparePage } from './prefetch-page';
import { preloadNextPagesWhenIdle } from './preload-next-pages';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteSkeleton } from './remote-skeleton';

/** The one loader of every remote page: error boundary, fixed-size skeleton, retry. */
export function RemotePage({ remote, page, area }: { remote: RemoteName; page: string; area: Area }) {
  const [attempt, setAttempt] = useState(0);
  const { pathname } = useLocation();
  const shell = useShell();
  // Read when the remote has loaded, not when the lazy page was made.
  const shellNow = useRef(shell);
  shellNow.current = shell;
  // `attempt` is in the dependencies on purpose: a retry gets a fresh lazy. On a first visit the
  // page's chunk, messages and first data are asked for together (ADR 0046).
  const Page = useMemo(
    () =>
      lazyRemotePage(remote, page, (module) => {
        const { locale, api, queryClient } = shellNow.current;
        void preparePage(module, page, locale, { api, queryClient });
      }),
    [remote, page, attempt],
  );
  const Scope = remoteScope(remote);
  // React Router keeps this one instance while the operator moves between remote pages. The
  // boundary is keyed by the remote, so the remote's scope stays mounted across its pages (only
  // the page remounts), and cleared on each page, so a failure caught for one page never shows
  // on the next.
  return (
    <RemoteErrorBoundary
      key={`${remote}/${attempt}`}
      page={page}
      area={area}
      path={pathname}
      onRetry={() => setAttempt((n) => n + 1)}
    >
      <Suspense fallback={<RemoteSkeleton />}>
        <Scope>
          <Page />
        </Scope>
        <PreloadNextPages remote={remote} page={page} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

/** Inside the page's Suspense: its effect runs once the page is shown, not while it loads. */
function PreloadNextPages({ remote, page }: { remote: RemoteName; page: string }) {
  useEffect(() => preloadNextPagesWhenIdle(remote, page), [remote, page]);
  return null;
}

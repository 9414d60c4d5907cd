import type { Area, RemoteName } from '@rihla/shared/routes/route-table';
import { Suspense, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { lazyRemotePage } from './lazy-remote-page';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteSkeleton } from './remote-skeleton';

/** The one loader of every remote page: error boundary, fixed-size skeleton, retry. */
export function RemotePage({ remote, page, area }: { remote: RemoteName; page: string; area: Area }) {
  const [attempt, setAttempt] = useState(0);
  const { pathname } = useLocation();
  // `attempt` is in the dependencies on purpose: a retry gets a fresh lazy.
  const Page = useMemo(() => lazyRemotePage(remote, page), [remote, page, attempt]);
  // React Router keeps this one instance while the operator moves between remote pages, so the
  // boundary is keyed by the page too: a failure caught for one page never shows on the next.
  return (
    <RemoteErrorBoundary
      key={`${remote}/${page}/${attempt}`}
      area={area}
      path={pathname}
      onRetry={() => setAttempt((n) => n + 1)}
    >
      <Suspense fallback={<RemoteSkeleton />}>
        <Page />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

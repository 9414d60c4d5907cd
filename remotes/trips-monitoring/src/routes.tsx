import { prefetchList } from '@rihla/shared/http/prefetch-list';
import { withLabels } from '@rihla/shared/i18n/labels';
import { TRIPS_LABELS } from '@rihla/shared/i18n/messages/trips';
import type { RemoteModule } from '@rihla/shared/shell/remote-contract';
import { AntdScope } from '@rihla/shared/ui/antd-scope';
import { lazyPage } from '@rihla/shared/ui/lazy-page';
import { disruptionsQueryOptions } from './features/disruptions/api/get-disruptions';
import { tripsQueryOptions } from './features/trips/api/get-trips';

/** The trips-monitoring remote's pages, keyed by the `page` field of the shared route table. */
const routes: RemoteModule = {
  namespace: 'trips',
  // Kept mounted by the shell across this remote's pages (ADR 0043).
  Scope: AntdScope,
  pages: {
    'trip-list': lazyPage(() => import('./pages/trip-list-page')),
    'trip-add': lazyPage(() => import('./pages/trip-add-page')),
    'trip-update': lazyPage(() => import('./pages/trip-update-page')),
    'route-planner': lazyPage(() => import('./pages/route-planner-page')),
    'disrupted-trip-list': lazyPage(() => import('./pages/disrupted-trip-list-page')),
    'disrupted-trip-update': lazyPage(() => import('./pages/disrupted-trip-update-page')),
    'monitor-overview': lazyPage(() => import('./pages/monitor-overview-page')),
    'trips-status': lazyPage(() => import('./pages/trips-status-page')),
    'on-board': lazyPage(() => import('./pages/on-board-page')),
    'monitor-trips': lazyPage(() => import('./pages/monitor-trips-page')),
    'trip-details': lazyPage(() => import('./pages/trip-details-page')),
    'trip-tracking-map': lazyPage(() => import('./pages/trip-tracking-map-page')),
    'alert-centre': lazyPage(() => import('./pages/alert-centre-page')),
    kpis: lazyPage(() => import('./pages/kpis-page')),
    zones: lazyPage(() => import('./pages/zones-page')),
    'scheduled-reports': lazyPage(() => import('./pages/scheduled-reports-page')),
  },
  // The first page of each list, fetched when the operator points at its link.
  prefetch: {
    'trip-list': prefetchList(tripsQueryOptions),
    'disrupted-trip-list': prefetchList(disruptionsQueryOptions),
  },
  // The remote's texts, and the labels it shares with the API's exports.
  loadMessages: async (locale) =>
    withLabels(
      (locale === 'ar' ? await import('./i18n/ar.json') : await import('./i18n/en.json')).default,
      TRIPS_LABELS[locale],
    ),
};

export default routes;

import { prefetchList } from '@rihla/shared/http/prefetch-list';
import { withLabels } from '@rihla/shared/i18n/labels';
import { FLEET_LABELS } from '@rihla/shared/i18n/messages/fleet';
import type { RemoteModule } from '@rihla/shared/shell/remote-contract';
import { AntdScope } from '@rihla/shared/ui/antd-scope';
import { lazyPage } from '@rihla/shared/ui/lazy-page';
import { busesQueryOptions } from './features/buses/api/get-buses';
import { driversQueryOptions } from './features/drivers/api/get-drivers';

/** The fleet remote's pages, keyed by the `page` field of the shared route table. */
const routes: RemoteModule = {
  namespace: 'fleet',
  // Kept mounted by the shell across this remote's pages (ADR 0043).
  Scope: AntdScope,
  pages: {
    'bus-list': lazyPage(() => import('./pages/bus-list-page')),
    'bus-add': lazyPage(() => import('./pages/bus-add-page')),
    'bus-update': lazyPage(() => import('./pages/bus-update-page')),
    'driver-list': lazyPage(() => import('./pages/driver-list-page')),
    'driver-add': lazyPage(() => import('./pages/driver-add-page')),
    'driver-details': lazyPage(() => import('./pages/driver-details-page')),
    'driver-update': lazyPage(() => import('./pages/driver-update-page')),
  },
  // The first page of each list, fetched when the operator points at its link.
  prefetch: {
    'bus-list': prefetchList(busesQueryOptions),
    'driver-list': prefetchList(driversQueryOptions),
  },
  // The remote's texts, and the labels it shares with the API's exports.
  loadMessages: async (locale) =>
    withLabels(
      (locale === 'ar' ? await import('./i18n/ar.json') : await import('./i18n/en.json')).default,
      FLEET_LABELS[locale],
    ),
};

export default routes;

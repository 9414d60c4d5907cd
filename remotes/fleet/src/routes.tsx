import type { RemoteModule } from '@rihla/shared/shell/remote-contract';
import { lazyPage } from '@rihla/shared/ui/lazy-page';

/** The fleet remote's pages, keyed by the `page` field of the shared route table. */
const routes: RemoteModule = {
  namespace: 'fleet',
  pages: {
    'bus-list': lazyPage(() => import('./pages/bus-list-page')),
    'bus-add': lazyPage(() => import('./pages/bus-add-page')),
    'bus-update': lazyPage(() => import('./pages/bus-update-page')),
    'driver-list': lazyPage(() => import('./pages/driver-list-page')),
    'driver-add': lazyPage(() => import('./pages/driver-add-page')),
    'driver-details': lazyPage(() => import('./pages/driver-details-page')),
    'driver-update': lazyPage(() => import('./pages/driver-update-page')),
  },
  loadMessages: async (locale) =>
    (locale === 'ar' ? await import('./i18n/ar.json') : await import('./i18n/en.json')).default,
};

export default routes;

import type { RemoteModule } from '@rihla/shared/shell/remote-contract';
import { lazyRemotePage as page } from '@rihla/shared/ui/lazy-remote-page';

/** The fleet remote's pages, keyed by the `page` field of the shared route table. */
const routes: RemoteModule = {
  namespace: 'fleet',
  pages: {
    'bus-list': page(() => import('./pages/bus-list-page')),
    'bus-add': page(() => import('./pages/bus-add-page')),
    'bus-update': page(() => import('./pages/bus-update-page')),
    'driver-list': page(() => import('./pages/driver-list-page')),
    'driver-add': page(() => import('./pages/driver-add-page')),
    'driver-details': page(() => import('./pages/driver-details-page')),
    'driver-update': page(() => import('./pages/driver-update-page')),
  },
  loadMessages: async (locale) =>
    (locale === 'ar' ? await import('./i18n/ar.json') : await import('./i18n/en.json')).default,
};

export default routes;

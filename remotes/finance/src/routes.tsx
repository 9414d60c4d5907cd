import type { RemoteModule } from '@rihla/shared/shell/remote-contract';
import { lazyPage as page } from '@rihla/shared/ui/lazy-page';

/** The finance remote's pages, keyed by the `page` field of the shared route table. */
const routes: RemoteModule = {
  namespace: 'finance',
  pages: {
    'package-list': page(() => import('./pages/package-list-page')),
    'package-update': page(() => import('./pages/package-update-page')),
    'settlement-list': page(() => import('./pages/settlement-list-page')),
    'settlement-compose': page(() => import('./pages/settlement-compose-page')),
    'settlement-details': page(() => import('./pages/settlement-details-page')),
    'financial-management': page(() => import('./pages/financial-management-page')),
  },
  loadMessages: async (locale) =>
    (locale === 'ar' ? await import('./i18n/ar.json') : await import('./i18n/en.json')).default,
};

export default routes;

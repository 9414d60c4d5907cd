import { prefetchList } from '@rihla/shared/http/prefetch-list';
import { withLabels } from '@rihla/shared/i18n/labels';
import { FINANCE_LABELS } from '@rihla/shared/i18n/messages/finance';
import type { RemoteModule } from '@rihla/shared/shell/remote-contract';
import { AntdScope } from '@rihla/shared/ui/antd-scope';
import { lazyPage as page } from '@rihla/shared/ui/lazy-page';
import { packagesQueryOptions } from './features/packages/api/get-packages';
import { settlementsQueryOptions } from './features/settlements/api/get-settlements';

/** The finance remote's pages, keyed by the `page` field of the shared route table. */
const routes: RemoteModule = {
  namespace: 'finance',
  // Kept mounted by the shell across this remote's pages (ADR 0043).
  Scope: AntdScope,
  pages: {
    'package-list': page(() => import('./pages/package-list-page')),
    'package-update': page(() => import('./pages/package-update-page')),
    'settlement-list': page(() => import('./pages/settlement-list-page')),
    'settlement-compose': page(() => import('./pages/settlement-compose-page')),
    'settlement-details': page(() => import('./pages/settlement-details-page')),
    'financial-management': page(() => import('./pages/financial-management-page')),
  },
  // The first page of each list, fetched when the operator points at its link.
  prefetch: {
    'package-list': prefetchList(packagesQueryOptions),
    'settlement-list': prefetchList(settlementsQueryOptions),
  },
  // The remote's texts, and the labels it shares with the API's exports.
  loadMessages: async (locale) =>
    withLabels(
      (locale === 'ar' ? await import('./i18n/ar.json') : await import('./i18n/en.json')).default,
      FINANCE_LABELS[locale],
    ),
};

export default routes;

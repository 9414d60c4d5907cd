import type { RemoteModule } from '@rihla/shared/shell/remote-contract';
import { AntdScope } from '@rihla/shared/ui/antd-scope';
import { Skeleton } from 'antd';
import { type ComponentType, lazy, Suspense } from 'react';

/** Each page is its own chunk, wrapped in the remote's antd scope (antd is not shared). */
function page(load: () => Promise<{ default: ComponentType }>): ComponentType {
  const Lazy = lazy(load);
  return function FleetPage() {
    return (
      <AntdScope>
        <Suspense fallback={<Skeleton active />}>
          <Lazy />
        </Suspense>
      </AntdScope>
    );
  };
}

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

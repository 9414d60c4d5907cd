import { Skeleton } from 'antd';
import { type ComponentType, lazy, Suspense } from 'react';
import type { RemotePage } from '../shell/remote-contract';
import { AntdScope } from './antd-scope';

/**
 * A remote's page as its own chunk, wrapped in the remote's antd scope (antd is not shared):
 * what every remote's `routes.tsx` maps its page keys to. `preload` fetches the chunk ahead (the
 * shell calls it when the operator points at a link); a failed load is asked again next time.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): RemotePage {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const loadOnce = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  const Lazy = lazy(loadOnce);
  function RemotePage() {
    return (
      <AntdScope>
        <Suspense fallback={<Skeleton active />}>
          <Lazy />
        </Suspense>
      </AntdScope>
    );
  }
  RemotePage.preload = loadOnce;
  return RemotePage;
}

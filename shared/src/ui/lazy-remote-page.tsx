import { Skeleton } from 'antd';
import { type ComponentType, lazy, Suspense } from 'react';
import { AntdScope } from './antd-scope';

/** A remote's page as its own chunk, wrapped in the remote's antd scope (antd is not shared). */
export function lazyRemotePage(load: () => Promise<{ default: ComponentType }>): ComponentType {
  const Lazy = lazy(load);
  return function RemotePage() {
    return (
      <AntdScope>
        <Suspense fallback={<Skeleton active />}>
          <Lazy />
        </Suspense>
      </AntdScope>
    );
  };
}

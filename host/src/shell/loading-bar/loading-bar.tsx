import { useEffect, useSyncExternalStore } from 'react';
import { LOADING_BAR } from './loading-bar-controller';
import { loadingBar } from './loading-bar-service';

export function LoadingBar() {
  const { visible, progress } = useSyncExternalStore(loadingBar.subscribe, loadingBar.getState);
  return (
    <div
      className="loading-bar"
      aria-hidden="true"
      style={{
        opacity: visible ? 1 : 0,
        inlineSize: `${progress}%`,
        blockSize: LOADING_BAR.height,
        background: LOADING_BAR.color,
      }}
    />
  );
}

/** Shows the bar for as long as the component is mounted (a Suspense fallback, a navigation). */
export function useLoadingWhile(active = true): void {
  useEffect(() => {
    if (!active) return;
    loadingBar.start();
    return () => loadingBar.finish();
  }, [active]);
}

import { useEffect, useSyncExternalStore } from 'react';
import { LOADING_BAR } from './loading-bar-controller';
import { loadingBar } from './loading-bar-service';

/** The creep's keyframes run to 20 times the spec's duration (`loading-bar-creep` in shell.css). */
const CREEP_SPAN = 20;

export function LoadingBar() {
  const phase = useSyncExternalStore(loadingBar.subscribe, loadingBar.getState);
  return (
    <div
      className={phase === 'creeping' ? 'loading-bar loading-bar--creeping' : 'loading-bar'}
      aria-hidden="true"
      style={{
        opacity: phase === 'hidden' ? 0 : 1,
        blockSize: LOADING_BAR.height,
        background: LOADING_BAR.color,
        animationDuration: `${LOADING_BAR.duration * CREEP_SPAN}ms`,
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

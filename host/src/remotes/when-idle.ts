type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/** Runs `run` in the browser's next idle period (a task later where there is none); returns the cancel. */
export function whenIdle(run: () => void): () => void {
  const idle = window as IdleWindow;
  if (idle.requestIdleCallback && idle.cancelIdleCallback) {
    const handle = idle.requestIdleCallback(run, { timeout: 2000 });
    return () => idle.cancelIdleCallback?.(handle);
  }
  const timer = setTimeout(run, 1);
  return () => clearTimeout(timer);
}

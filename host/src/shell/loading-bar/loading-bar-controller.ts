/** Spec defaults of the page-loading bar. */
export const LOADING_BAR = { color: '#46BFB8', height: 3, duration: 2000, throttle: 200 } as const;

/**
 * Hidden; creeping towards the end while something loads (a CSS animation, see `shell.css`);
 * full once everything has loaded, for a moment before it fades.
 */
export type LoadingBarPhase = 'hidden' | 'creeping' | 'full';

type Listener = () => void;

/**
 * Counts what is loading (route changes, remotes). The bar appears only when loading lasts
 * longer than the throttle, and fills when all is done. Its state changes at those moments only:
 * the creep is the browser's animation, not a React update every few milliseconds, because a
 * steady stream of updates kept a slow device from ever finishing the page it was loading (each
 * one restarted React's render of the page behind the skeleton).
 */
export class LoadingBarController {
  private phase: LoadingBarPhase = 'hidden';
  private pending = 0;
  private throttleTimer: ReturnType<typeof setTimeout> | undefined;
  private hideTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly listeners = new Set<Listener>();

  constructor(private readonly options: { throttle: number } = LOADING_BAR) {}

  start(): void {
    this.pending += 1;
    if (this.pending > 1) return;
    clearTimeout(this.hideTimer);
    if (this.phase !== 'hidden') return;
    this.throttleTimer = setTimeout(() => this.set('creeping'), this.options.throttle);
  }

  finish(): void {
    if (this.pending === 0) return;
    this.pending -= 1;
    if (this.pending > 0) return;
    clearTimeout(this.throttleTimer);
    if (this.phase === 'hidden') return;
    this.set('full');
    // Let the full bar be seen before it fades out.
    this.hideTimer = setTimeout(() => this.set('hidden'), 500);
  }

  getState = (): LoadingBarPhase => this.phase;

  /** Whether anything is loading now, shown yet or not. */
  isLoading(): boolean {
    return this.pending > 0;
  }

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private set(phase: LoadingBarPhase): void {
    this.phase = phase;
    for (const listener of this.listeners) listener();
  }
}

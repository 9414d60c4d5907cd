/** Spec defaults of the page-loading bar. */
export const LOADING_BAR = { color: '#46BFB8', height: 3, duration: 2000, throttle: 200 } as const;

export interface LoadingBarState {
  visible: boolean;
  progress: number;
}

type Listener = () => void;

/**
 * Counts what is loading (route changes, remotes). The bar appears only when loading lasts
 * longer than the throttle, creeps towards 100% over `duration`, and fills when all is done.
 */
export class LoadingBarController {
  private state: LoadingBarState = { visible: false, progress: 0 };
  private pending = 0;
  private startedAt = 0;
  private throttleTimer: ReturnType<typeof setTimeout> | undefined;
  private tickTimer: ReturnType<typeof setInterval> | undefined;
  private hideTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly listeners = new Set<Listener>();

  constructor(
    private readonly options: { duration: number; throttle: number } = LOADING_BAR,
    private readonly now: () => number = Date.now,
  ) {}

  start(): void {
    this.pending += 1;
    if (this.pending > 1) return;
    clearTimeout(this.hideTimer);
    if (this.state.visible) return;
    this.throttleTimer = setTimeout(() => this.show(), this.options.throttle);
  }

  finish(): void {
    if (this.pending === 0) return;
    this.pending -= 1;
    if (this.pending > 0) return;
    clearTimeout(this.throttleTimer);
    clearInterval(this.tickTimer);
    if (!this.state.visible) return;
    this.set({ visible: true, progress: 100 });
    // Let the full bar be seen before it fades out.
    this.hideTimer = setTimeout(() => this.set({ visible: false, progress: 0 }), 500);
  }

  getState = (): LoadingBarState => this.state;

  /** Whether anything is loading now, shown yet or not. */
  isLoading(): boolean {
    return this.pending > 0;
  }

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private show(): void {
    this.startedAt = this.now();
    this.set({ visible: true, progress: 0 });
    this.tickTimer = setInterval(() => {
      const elapsed = this.now() - this.startedAt;
      // Approaches but never reaches 100% on its own: only finish() completes it.
      const progress = ((2 / Math.PI) * 100 * Math.atan((elapsed / this.options.duration) * 2)) | 0;
      this.set({ visible: true, progress: Math.min(progress, 99) });
    }, 100);
  }

  private set(state: LoadingBarState): void {
    this.state = state;
    for (const listener of this.listeners) listener();
  }
}

import type { Database } from '../../db/types';
import type { OperatorsClock } from '../../lib/operators-clock';
import { HttpProblem } from '../../lib/problem';
import { sha256 } from '../../lib/tokens';
import type { LiveFeedHub } from '../live-feed/live-feed-hub';
import type { ActiveTrip } from './active-trips';
import { allowanceProblem, POSITION_ALLOWANCE, type Spent, spendAllowance } from './device-allowance';
import { busKey, devicesOf } from './devices-of';
import { ingestPositionBatch, type PositionPostResult } from './position-batch';
import type { Point } from './position-derivation';
import { DEFAULT_TRIP_NOTICE_SETTINGS, type TripNoticeSettings } from './trip-watch';

/** How long the first POST of a batch waits for others to join it. */
const FLUSH_MS = 20;
/** Points in one batch at most (a POST carries up to 500); the rest wait for the next. */
const MAX_BATCH_POINTS = 5_000;
/**
 * Batches written at once. One: batches then commit in the order their POSTs arrived, so a bus's
 * fixes derive in that order. 4 were tried on the (overloaded) bench machine: no faster.
 */
const PARALLEL_BATCHES = 1;

interface Pending {
  /** The device token's hash, or `busKey` for a crew phone reporting for its bus. */
  tokenHash: string;
  points: Point[];
  resolve(result: PositionPostResult): void;
  reject(error: unknown): void;
}

/**
 * Device position POSTs, written in batches. Each POST is queued and awaits the commit of the batch
 * it joins: its 202 means its points are stored (an acknowledged position is never lost), and the
 * feed rows go out in the same commit. One batch at a time per process: the next one gathers what
 * arrived meanwhile, so the statement count per second stays flat as devices are added. A batch
 * that fails is retried POST by POST, so one bad POST fails alone.
 */
export class PositionIngest {
  private queue: Pending[] = [];
  private timer: NodeJS.Timeout | null = null;
  private running = 0;

  constructor(
    private readonly db: Database,
    private readonly hub: LiveFeedHub,
    private readonly clock: () => OperatorsClock,
    /** Told of every committed batch: the points it stored and how long it took (for /metrics). */
    private readonly observe: (stored: number, seconds: number) => void = () => undefined,
    /** Parents' trip notices (delay threshold, link address). */
    private readonly noticeSettings: TripNoticeSettings = DEFAULT_TRIP_NOTICE_SETTINGS,
  ) {}

  /** Queues a POST (token not yet checked, points already validated); settles after the commit. */
  submit(token: string, points: Point[]): Promise<PositionPostResult> {
    if (!token) return Promise.reject(new HttpProblem(401, 'monitoring.deviceToken'));
    return this.enqueue(sha256(token), points);
  }

  /**
   * Queues the fixes of a crew phone on the bus (its crew member already checked): the same
   * batches, allowance, jump checks and derivations as the bus's tracker.
   */
  submitForBus(busId: string, points: Point[]): Promise<PositionPostResult> {
    return this.enqueue(busKey(busId), points);
  }

  private enqueue(tokenHash: string, points: Point[]): Promise<PositionPostResult> {
    return new Promise((resolve, reject) => {
      this.queue.push({ tokenHash, points, resolve, reject });
      this.schedule(FLUSH_MS);
    });
  }

  private schedule(delay: number) {
    if (this.timer || this.running >= PARALLEL_BATCHES || this.queue.length === 0) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.running += 1;
      void this.flush().finally(() => {
        this.running -= 1;
        // What queued during the write has waited already: the next batch goes at once.
        this.schedule(0);
      });
      this.schedule(FLUSH_MS);
    }, delay);
  }

  private take(): Pending[] {
    let points = 0;
    let count = 0;
    while (
      count < this.queue.length &&
      (count === 0 || points + this.queue[count]!.points.length <= MAX_BATCH_POINTS)
    ) {
      points += this.queue[count]!.points.length;
      count += 1;
    }
    return this.queue.splice(0, count);
  }

  private async flush(): Promise<void> {
    const batch = this.take();
    if (batch.length === 0) return;
    try {
      await this.write(batch);
    } catch {
      if (batch.length === 1) {
        // Reported to its POST by `write`.
        return;
      }
      for (const pending of batch) await this.write([pending]).catch(() => undefined);
    }
  }

  /** One transaction: token check, allowance, positions and derivations, feed; then each POST is answered. */
  private async write(batch: Pending[]): Promise<void> {
    const clock = this.clock();
    const started = performance.now();
    try {
      const { answers, limited, publish } = await this.db.transaction(async (tx) => {
        const devices = await devicesOf(tx, [...new Set(batch.map((p) => p.tokenHash))], clock);
        const { known, limited } = await withinAllowance(
          tx,
          batch.filter((p) => devices.has(p.tokenHash)),
          (p) => devices.get(p.tokenHash)!.busId,
          clock.now,
        );
        const trips = new Map<string, ActiveTrip>();
        for (const device of devices.values()) if (device.trip) trips.set(device.busId, device.trip);
        const { results, feed } = await ingestPositionBatch(
          tx,
          known.map((p) => ({ busId: devices.get(p.tokenHash)!.busId, points: p.points })),
          clock,
          trips,
          this.noticeSettings,
        );
        const answers = new Map(known.map((p, i) => [p, results[i]!]));
        return { answers, limited, publish: await this.hub.record(tx, feed) };
      });
      publish();
      let stored = 0;
      for (const result of answers.values()) stored += result.accepted;
      this.observe(stored, (performance.now() - started) / 1000);
      for (const pending of batch) {
        const answer = answers.get(pending);
        const refused = limited.get(pending);
        if (answer) pending.resolve(answer);
        else if (refused) pending.reject(allowanceProblem('monitoring.deviceRateLimited', refused));
        else pending.reject(new HttpProblem(401, 'monitoring.deviceToken'));
      }
    } catch (error) {
      if (batch.length === 1) batch[0]!.reject(error);
      throw error;
    }
  }

  /** Writes what is queued now and waits for it (on shutdown). */
  async drain(): Promise<void> {
    while (this.queue.length > 0 || this.running > 0) {
      if (this.timer) {
        clearTimeout(this.timer);
        this.timer = null;
      }
      this.schedule(0);
      await new Promise((r) => setTimeout(r, 5));
    }
  }
}

/**
 * Each bus's POSTs of the batch spend its position allowance, in arrival order: those past it are
 * refused (nothing of theirs stored) with the seconds until the bus's window ends.
 */
async function withinAllowance(
  tx: Database,
  posts: Pending[],
  busOf: (post: Pending) => string,
  now: Date,
): Promise<{ known: Pending[]; limited: Map<Pending, Spent> }> {
  const hits = new Map<string, number>();
  for (const post of posts) hits.set(busOf(post), (hits.get(busOf(post)) ?? 0) + 1);
  const spent = await spendAllowance(tx, POSITION_ALLOWANCE, hits, now);
  const seen = new Map<string, number>();
  const known: Pending[] = [];
  const limited = new Map<Pending, Spent>();
  for (const post of posts) {
    const bus = busOf(post);
    const rank = (seen.get(bus) ?? 0) + 1;
    seen.set(bus, rank);
    const window = spent.get(bus)!;
    if (window.before + rank <= POSITION_ALLOWANCE.max) known.push(post);
    else limited.set(post, window);
  }
  return { known, limited };
}

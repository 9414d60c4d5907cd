import { and, asc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/types';
import {
  checkedEntry,
  type FeedEntry,
  type FeedLog,
  type FeedMessage,
  messageOf,
  notifiedMessage,
} from './feed-message';
import { monitorFeed } from './live-feed.table';
import { NotifyListener } from './notify-listener';

const CHANNEL = 'rihla_monitor';
/** A watcher that was away longer than this many events is sent the newest ones only. */
const REPLAY_LIMIT = 2_000;
/** Nobody resumes from further back than this: older feed rows are dropped. */
const KEEP_MS = 86_400_000;

/** Receives the messages that arrived together (one write per watcher for a whole batch). */
type Listener = (messages: FeedMessage[]) => void;

/**
 * Fan-out of the live feed. Every change is first stored in `monitor_feed` (numbered), so a
 * reconnecting watcher replays what it missed from the table. On PostgreSQL the same statement
 * NOTIFYs every replica, and each replica hands what it hears to its own watchers: a position
 * posted to one process reaches watchers on all of them. PGlite is one process: an in-process bus.
 */
export class LiveFeedHub {
  private readonly listeners = new Set<Listener>();
  private readonly notifications: NotifyListener | null;

  constructor(
    private readonly db: Database,
    private readonly databaseUrl: string | undefined,
    private readonly log: FeedLog,
  ) {
    this.notifications = databaseUrl
      ? new NotifyListener(
          databaseUrl,
          CHANNEL,
          (payloads) => this.deliver(payloads.flatMap((p) => notifiedMessage(p, log) ?? [])),
          log,
        )
      : null;
  }

  async start(): Promise<void> {
    await this.notifications?.start();
  }

  /** Open live-feed streams of this process (each SSE watcher is one listener). */
  get watcherCount(): number {
    return this.listeners.size;
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private deliver(messages: FeedMessage[]) {
    if (messages.length === 0) return;
    for (const listener of this.listeners) listener(messages);
  }

  /** Stores and fans out the entries, in order. */
  async publish(entries: FeedEntry[]): Promise<void> {
    (await this.record(this.db, entries))();
  }

  /**
   * Stores the entries in `tx` (the transaction that stores what they report, so the feed and the
   * data commit together) and returns what to call once it has committed. On PostgreSQL the
   * notifications leave at commit by themselves; PGlite hands them over in the returned call.
   * Each entry is checked against the live-feed contract first.
   */
  async record(tx: Database, entries: FeedEntry[]): Promise<() => void> {
    if (entries.length === 0) return () => undefined;
    const checked = entries.map(checkedEntry);
    if (this.databaseUrl) {
      // The rows as one JSON parameter: thousands of bound parameters cost more to build than to insert.
      const rows = JSON.stringify(checked.map((e) => ({ trip_id: e.tripId, kind: e.kind, payload: e.data })));
      await tx.execute(sql`
        with ins as (
          insert into monitor_feed (trip_id, kind, payload)
          select trip_id, kind, payload
          from json_to_recordset(${rows}::json) as r(trip_id uuid, kind text, payload jsonb)
          returning id, trip_id, kind, payload
        )
        select pg_notify(${CHANNEL}, json_build_object(
          'id', id, 'tripId', trip_id, 'kind', kind, 'payload', payload)::text)
        from ins order by id`);
      return () => undefined;
    }
    const ids = await tx
      .insert(monitorFeed)
      .values(checked.map((e) => ({ tripId: e.tripId, kind: e.kind, payload: e.data })))
      .returning({ id: monitorFeed.id });
    // A multi-row insert returns its rows in the order of its values.
    return () => this.deliver(checked.map((entry, i) => ({ ...entry, id: ids[i]!.id })));
  }

  /**
   * Runs `work` in one transaction with the feed entries it returns (stored in the same commit) and
   * hands them over once it has committed; returns the rest of what `work` returned.
   */
  async commit<T extends { feed: FeedEntry[] }>(
    work: (tx: Database) => Promise<T>,
  ): Promise<Omit<T, 'feed'>> {
    let announce = () => {};
    const result = await this.db.transaction(async (tx) => {
      const { feed, ...rest } = await work(tx);
      announce = await this.record(tx, feed);
      return rest;
    });
    announce();
    return result;
  }

  /** What a watcher missed after `afterId` (its Last-Event-ID), oldest first. */
  async replay(afterId: number, tripId: string | null): Promise<FeedMessage[]> {
    const rows = await this.db
      .select({
        id: monitorFeed.id,
        tripId: monitorFeed.tripId,
        kind: monitorFeed.kind,
        payload: monitorFeed.payload,
      })
      .from(monitorFeed)
      .where(
        and(
          gt(monitorFeed.id, afterId),
          tripId ? or(eq(monitorFeed.tripId, tripId), isNull(monitorFeed.tripId)) : undefined,
        ),
      )
      .orderBy(asc(monitorFeed.id))
      .limit(REPLAY_LIMIT);
    return rows.flatMap((row) => messageOf(row, this.log) ?? []);
  }

  /** Drops feed rows older than a day. */
  async prune(now: Date): Promise<void> {
    await this.db.delete(monitorFeed).where(sql`${monitorFeed.at} < ${new Date(now.getTime() - KEEP_MS)}`);
  }

  async close(): Promise<void> {
    this.listeners.clear();
    await this.notifications?.close();
  }
}

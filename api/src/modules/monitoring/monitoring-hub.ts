import { and, asc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from '../../db/types';
import type { FeedEntry } from './monitoring.service';
import { monitorFeed } from './monitoring.table';

/** One numbered change of the live feed, as watchers receive it (`id` is the SSE event id). */
export interface FeedMessage {
  id: number;
  tripId: string | null;
  kind: string;
  payload: unknown;
}

const CHANNEL = 'rihla_monitor';
/** A watcher that was away longer than this many events is sent the newest ones only. */
export const REPLAY_LIMIT = 2_000;

/** Receives the messages that arrived together (one write per watcher for a whole batch). */
type Listener = (messages: FeedMessage[]) => void;

/**
 * Fan-out of the live feed. Every change is first stored in `monitor_feed` (numbered), so a
 * reconnecting watcher replays what it missed from the table. On PostgreSQL the same statement
 * NOTIFYs every replica, and each replica hands what it hears to its own watchers: a position
 * posted to one process reaches watchers on all of them. PGlite is one process: an in-process bus.
 */
export class MonitorHub {
  private readonly listeners = new Set<Listener>();
  private client: pg.Client | null = null;
  /** At most one reconnection pending: a failed connect may also emit 'error'. */
  private retry: NodeJS.Timeout | null = null;
  private closed = false;
  /** Notifications heard in the current turn of the event loop, handed over together. */
  private heard: FeedMessage[] = [];

  constructor(
    private readonly db: Database,
    private readonly databaseUrl: string | undefined,
    private readonly log: { warn(object: unknown, message?: string): void },
  ) {}

  async start(): Promise<void> {
    if (this.databaseUrl) await this.listen();
  }

  private async listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.databaseUrl, connectionTimeoutMillis: 5_000 });
    client.on('notification', (note) => {
      if (note.channel !== CHANNEL || !note.payload) return;
      // A committed batch arrives as many notifications in one read: delivered together.
      if (this.heard.length === 0)
        setImmediate(() => {
          const messages = this.heard;
          this.heard = [];
          this.deliver(messages);
        });
      this.heard.push(JSON.parse(note.payload) as FeedMessage);
    });
    // A dropped listening connection comes back; watchers replay the gap with Last-Event-ID.
    client.on('error', (error) => {
      this.log.warn({ err: error.message }, 'monitor feed: listen connection lost');
      client.end().catch(() => undefined);
      if (this.client === client) this.client = null;
      this.relisten();
    });
    try {
      await client.connect();
      await client.query(`listen ${CHANNEL}`);
    } catch (error) {
      client.end().catch(() => undefined);
      throw error;
    }
    this.client = client;
  }

  /** Tries again every second until PostgreSQL answers (it may be down for a while, e.g. a restart). */
  private relisten() {
    if (this.closed || this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = null;
      if (this.closed) return;
      this.listen().catch((error: Error) => {
        this.log.warn({ err: error.message }, 'monitor feed: cannot listen yet');
        this.relisten();
      });
    }, 1_000);
    this.retry.unref();
  }

  get watchers(): number {
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
   */
  async record(tx: Database, entries: FeedEntry[]): Promise<() => void> {
    if (entries.length === 0) return () => undefined;
    if (this.databaseUrl) {
      // The rows as one JSON parameter: thousands of bound parameters cost more to build than to insert.
      const rows = JSON.stringify(
        entries.map((e) => ({ trip_id: e.tripId, kind: e.kind, payload: e.payload })),
      );
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
    const rows = await tx
      .insert(monitorFeed)
      .values(entries.map((e) => ({ tripId: e.tripId, kind: e.kind, payload: e.payload })))
      .returning();
    return () =>
      this.deliver(
        rows.map((row) => ({ id: row.id, tripId: row.tripId, kind: row.kind, payload: row.payload })),
      );
  }

  /** What a watcher missed after `afterId` (its Last-Event-ID), oldest first. */
  async replay(afterId: number, tripId: string | null): Promise<FeedMessage[]> {
    const rows = await this.db
      .select()
      .from(monitorFeed)
      .where(
        and(
          gt(monitorFeed.id, afterId),
          tripId ? or(eq(monitorFeed.tripId, tripId), isNull(monitorFeed.tripId)) : undefined,
        ),
      )
      .orderBy(asc(monitorFeed.id))
      .limit(REPLAY_LIMIT);
    return rows.map((row) => ({ id: row.id, tripId: row.tripId, kind: row.kind, payload: row.payload }));
  }

  /** Drops feed rows older than a day (nobody resumes from that far back). */
  async prune(now: Date): Promise<void> {
    await this.db.delete(monitorFeed).where(sql`${monitorFeed.at} < ${new Date(now.getTime() - 86_400_000)}`);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    this.listeners.clear();
    await this.client?.end().catch(() => undefined);
    this.client = null;
  }
}

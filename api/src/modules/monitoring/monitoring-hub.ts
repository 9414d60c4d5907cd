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

type Listener = (message: FeedMessage) => void;

/**
 * Fan-out of the live feed. Every change is first stored in `monitor_feed` (numbered), so a
 * reconnecting watcher replays what it missed from the table. On PostgreSQL the same statement
 * NOTIFYs every replica, and each replica hands what it hears to its own watchers: a position
 * posted to one process reaches watchers on all of them. PGlite is one process: an in-process bus.
 */
export class MonitorHub {
  private readonly listeners = new Set<Listener>();
  private client: pg.Client | null = null;
  private closed = false;

  constructor(
    private readonly db: Database,
    private readonly databaseUrl: string | undefined,
    private readonly log: { warn(object: unknown, message?: string): void },
  ) {}

  async start(): Promise<void> {
    if (this.databaseUrl) await this.listen();
  }

  private async listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.databaseUrl });
    client.on('notification', (note) => {
      if (note.channel !== CHANNEL || !note.payload) return;
      this.deliver(JSON.parse(note.payload) as FeedMessage);
    });
    // A dropped listening connection comes back; watchers replay the gap with Last-Event-ID.
    client.on('error', (error) => {
      this.log.warn({ err: error.message }, 'monitor feed: listen connection lost');
      client.end().catch(() => undefined);
      if (this.client === client) this.client = null;
      if (!this.closed) setTimeout(() => this.listen().catch(() => undefined), 1_000).unref();
    });
    await client.connect();
    await client.query(`listen ${CHANNEL}`);
    this.client = client;
  }

  get watchers(): number {
    return this.listeners.size;
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private deliver(message: FeedMessage) {
    for (const listener of this.listeners) listener(message);
  }

  /** Stores and fans out the entries, in order. */
  async publish(entries: FeedEntry[]): Promise<void> {
    if (entries.length === 0) return;
    if (this.databaseUrl) {
      const values = sql.join(
        entries.map((e) => sql`(${e.tripId}::uuid, ${e.kind}, ${JSON.stringify(e.payload)}::jsonb)`),
        sql`, `,
      );
      await this.db.execute(sql`
        with ins as (
          insert into monitor_feed (trip_id, kind, payload) values ${values}
          returning id, trip_id, kind, payload
        )
        select pg_notify(${CHANNEL}, json_build_object(
          'id', id, 'tripId', trip_id, 'kind', kind, 'payload', payload)::text)
        from ins order by id`);
      return;
    }
    const rows = await this.db
      .insert(monitorFeed)
      .values(entries.map((e) => ({ tripId: e.tripId, kind: e.kind, payload: e.payload })))
      .returning();
    for (const row of rows)
      this.deliver({ id: row.id, tripId: row.tripId, kind: row.kind, payload: row.payload });
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
    this.listeners.clear();
    await this.client?.end().catch(() => undefined);
    this.client = null;
  }
}

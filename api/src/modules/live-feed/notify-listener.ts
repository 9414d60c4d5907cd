import pg from 'pg';
import type { FeedLog } from './feed-message';

/**
 * One LISTEN connection per process. What arrives in one turn of the event loop (a committed
 * batch comes as many notifications in one read) is handed over together. A dropped connection
 * comes back, tried every second until PostgreSQL answers (it may be down for a while, e.g. a
 * restart); watchers replay the gap with Last-Event-ID.
 */
export class NotifyListener {
  private client: pg.Client | null = null;
  /** At most one reconnection pending: a failed connect may also emit 'error'. */
  private retry: NodeJS.Timeout | null = null;
  private closed = false;
  private heard: string[] = [];

  constructor(
    private readonly databaseUrl: string,
    private readonly channel: string,
    private readonly onNotes: (payloads: string[]) => void,
    private readonly log: FeedLog,
  ) {}

  async start(): Promise<void> {
    const client = new pg.Client({ connectionString: this.databaseUrl, connectionTimeoutMillis: 5_000 });
    client.on('notification', (note) => {
      if (note.channel !== this.channel || !note.payload) return;
      if (this.heard.length === 0)
        setImmediate(() => {
          const payloads = this.heard;
          this.heard = [];
          this.onNotes(payloads);
        });
      this.heard.push(note.payload);
    });
    client.on('error', (error) => {
      this.log.warn({ err: error.message }, 'monitor feed: listen connection lost');
      client.end().catch(() => undefined);
      if (this.client === client) this.client = null;
      this.restart();
    });
    try {
      await client.connect();
      await client.query(`listen ${this.channel}`);
    } catch (error) {
      client.end().catch(() => undefined);
      throw error;
    }
    this.client = client;
  }

  private restart() {
    if (this.closed || this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = null;
      if (this.closed) return;
      this.start().catch((error: Error) => {
        this.log.warn({ err: error.message }, 'monitor feed: cannot listen yet');
        this.restart();
      });
    }, 1_000);
    this.retry.unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    await this.client?.end().catch(() => undefined);
    this.client = null;
  }
}

import { timingSafeEqual } from 'node:crypto';
import { count, inArray, min } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { HttpProblem } from '../lib/problem';
import { notices } from '../modules/notices/notices.table';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: ApiMetrics;
  }
}

interface ApiMetrics {
  /** A committed batch of device positions: the points it stored and how long it took. */
  positionBatch(stored: number, seconds: number): void;
  /** Card scans refused because no active student holds the card. */
  unknownCards(count: number): void;
}

/** A route's figures are kept under its pattern (`/api/v1/buses/:id`), never the raw URL. */
function routeOf(request: FastifyRequest): string {
  return request.routeOptions.url ?? 'unmatched';
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Prometheus figures of this process at `/metrics`, only when METRICS_TOKEN is set and only to a
 * caller that sends it: request counts and latency by route and status, device position ingest,
 * live-feed watchers, the notices outbox backlog, the database pool, and Node's own (memory,
 * event loop, GC). The gateway
 * never forwards `/metrics`: Prometheus scrapes each replica directly (docs/operations.md).
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance) => {
    const token = app.config.METRICS_TOKEN;
    if (!token) {
      // Nothing is measured: no figures kept, no hook on the request path.
      app.decorate('metrics', {
        positionBatch: () => undefined,
        unknownCards: () => undefined,
      } satisfies ApiMetrics);
      return;
    }
    const registry = new Registry();
    collectDefaultMetrics({ register: registry, prefix: 'rihla_' });

    const requests = new Histogram({
      name: 'rihla_http_request_duration_seconds',
      help: 'HTTP requests by method, route pattern and status, with their latency',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    app.addHook('onResponse', async (request, reply) => {
      requests.observe(
        { method: request.method, route: routeOf(request), status: String(reply.statusCode) },
        reply.elapsedTime / 1000,
      );
    });

    const positions = new Counter({
      name: 'rihla_positions_ingested_total',
      help: 'Device positions stored (duplicates left out)',
      registers: [registry],
    });
    const positionBatches = new Histogram({
      name: 'rihla_position_batch_duration_seconds',
      help: 'Time to write one batch of device positions, derivations and feed rows',
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers: [registry],
    });
    const unknownCards = new Counter({
      name: 'rihla_unknown_card_scans_total',
      help: 'Rider card scans refused because no active student holds the card',
      registers: [registry],
    });
    app.decorate('metrics', {
      positionBatch(stored: number, seconds: number) {
        positions.inc(stored);
        positionBatches.observe(seconds);
      },
      unknownCards(count: number) {
        unknownCards.inc(count);
      },
    } satisfies ApiMetrics);

    new Gauge({
      name: 'rihla_live_feed_watchers',
      help: 'Open live-feed (SSE) streams on this process',
      registers: [registry],
      collect() {
        this.set(app.liveFeed.watcherCount);
      },
    });
    new Gauge({
      name: 'rihla_db_pool_connections',
      help: 'PostgreSQL pool connections by state (total, idle, waiting requests, max); absent on PGlite',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const pool = app.database.pool();
        if (!pool) return;
        for (const [state, value] of Object.entries(pool)) this.set({ state }, value);
      },
    });

    /** Notices waiting in the outbox (pending, or claimed by a worker and not yet sent), read at each scrape. */
    const outbox = async () =>
      app.db
        .select({ status: notices.status, waiting: count(), oldest: min(notices.createdAt) })
        .from(notices)
        .where(inArray(notices.status, ['pending', 'sending']))
        .groupBy(notices.status);
    new Gauge({
      name: 'rihla_notice_outbox_backlog',
      help: 'Parent notices not yet delivered, by status (pending, sending)',
      labelNames: ['status'] as const,
      registers: [registry],
      async collect() {
        const rows = await outbox();
        for (const status of ['pending', 'sending'] as const)
          this.set({ status }, rows.find((row) => row.status === status)?.waiting ?? 0);
      },
    });
    new Gauge({
      name: 'rihla_notice_outbox_oldest_seconds',
      help: 'Age of the oldest notice not yet delivered (0 when none waits)',
      registers: [registry],
      async collect() {
        const oldest = (await outbox())
          .map((row) => row.oldest?.getTime() ?? Date.now())
          .reduce((a, b) => Math.min(a, b), Date.now());
        this.set((Date.now() - oldest) / 1000);
      },
    });

    app.get('/metrics', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
      const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
      if (!sameToken(given, token))
        throw new HttpProblem(401, 'auth.required', [], { 'www-authenticate': 'Bearer' });
      return reply.type(registry.contentType).send(await registry.metrics());
    });
  },
  { name: 'metrics', dependencies: ['live-feed'] },
);

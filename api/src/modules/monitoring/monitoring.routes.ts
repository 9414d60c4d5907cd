import { listResponseSchema } from '@rihla/shared/contracts/common';
import {
  alertActionSchema,
  alertListQuerySchema,
  alertSchema,
  busLiveSchema,
  deviceTokenSchema,
  positionBatchResultSchema,
  positionBatchSchema,
  scanBatchResultSchema,
  scanBatchSchema,
  sosInputSchema,
  tripLiveSchema,
} from '@rihla/shared/contracts/monitoring';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mutate } from '../../lib/mutate';
import { HttpProblem } from '../../lib/problem';
import { idParams } from '../../lib/resource-routes';
import { actorOf } from '../trips/trips.routes';
import { KnownDeviceTokens } from './known-device-tokens';
import {
  actOnAlert,
  busOfToken,
  type Clock,
  checkPointTimes,
  ingestScans,
  issueDeviceToken,
  listAlerts,
  liveBuses,
  raiseSos,
  sweepOffline,
  tripLive,
} from './monitoring.service';
import type { FeedMessage } from './monitoring-hub';
import { PositionIngest } from './position-ingest';
import { DemoSimulator } from './simulator';

const tags = ['monitoring'];
const SWEEP_MS = 30_000;
const HEARTBEAT_MS = 15_000;
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;

/** One SSE frame per message, serialised once however many watchers receive it. */
const frames = new WeakMap<FeedMessage, string>();
function frameOf(message: FeedMessage): string {
  let frame = frames.get(message);
  if (!frame) {
    frame = `id: ${message.id}\nevent: ${message.kind}\ndata: ${JSON.stringify(message.payload)}\n\n`;
    frames.set(message, frame);
  }
  return frame;
}

const streamQuery = z.object({
  tripId: z.uuid('validation.uuid').optional(),
  lastEventId: z.coerce.number('validation.number').int('validation.integer').min(0).optional(),
});

/**
 * Live monitoring: device tokens, what the bus devices post (positions, scans, SOS), alerts, the
 * live state for maps and the event stream. Registered by the trips routes (same area and roles).
 */
export async function monitoringRoutes(server: FastifyInstance) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const hub = app.monitorHub;
  const clock = (): Clock => ({
    now: new Date(),
    today: app.operatorsToday(),
    timeZone: app.config.TIME_ZONE,
  });
  const read = { access: 'trips:read' as const };
  const write = { access: 'trips:write' as const };
  const device = { access: 'public' as const };
  // Device calls prove their token before their body is validated, so a caller without a known
  // token learns nothing but 401.
  const knownTokens = new KnownDeviceTokens(app.db);
  const refuseUnknownToken = (request: FastifyRequest) => knownTokens.check(request.headers.authorization);
  const deviceBus = new WeakMap<FastifyRequest, string>();
  const checkDeviceToken = async (request: FastifyRequest) => {
    deviceBus.set(request, await busOfToken(app.db, request.headers.authorization));
  };

  const sweep = async () => {
    try {
      await hub.publish(await sweepOffline(app.db, clock()));
      await hub.prune(new Date());
    } catch (error) {
      app.log.warn({ err: (error as Error).message }, 'monitor: offline sweep failed');
    }
  };
  const ingest = new PositionIngest(app.db, hub, clock);
  const timer = setInterval(sweep, SWEEP_MS);
  timer.unref();
  const simulated = (app.config.MONITOR_SIMULATOR ?? (app.config.SEED === 'demo' ? 'on' : 'off')) === 'on';
  const simulator = simulated ? new DemoSimulator(app.db, hub, clock, app.log) : null;
  simulator?.start();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    simulator?.stop();
    await ingest.drain();
  });

  app.post(
    '/buses/:id/device-token',
    {
      config: { access: 'fleet:write' },
      schema: { tags, params: idParams, response: { 201: deviceTokenSchema } },
    },
    (request, reply) =>
      mutate(request, reply, async (tx, audit) => {
        const token = await issueDeviceToken(tx, request.params.id);
        await audit({
          entityType: 'device-token',
          entityId: request.params.id,
          action: 'create',
          before: null,
          after: { busId: request.params.id },
        });
        return { status: 201, body: { busId: request.params.id, token } };
      }),
  );

  app.post(
    '/device/positions',
    {
      config: device,
      preValidation: refuseUnknownToken,
      schema: { tags, body: positionBatchSchema, response: { 202: positionBatchResultSchema } },
    },
    async (request, reply) => {
      const times = checkPointTimes(request.body.points, new Date());
      const points = request.body.points.map((p, i) => ({ ...p, at: times[i]! }));
      // Answered once the batch this POST joins has committed (see PositionIngest).
      return reply.status(202).send(await ingest.submit(request.headers.authorization, points));
    },
  );

  app.post(
    '/device/scans',
    {
      config: device,
      preValidation: checkDeviceToken,
      schema: { tags, body: scanBatchSchema, response: { 201: scanBatchResultSchema } },
    },
    async (request, reply) => {
      const busId = deviceBus.get(request)!;
      const now = clock();
      checkPointTimes(request.body.scans, now.now);
      const scans = request.body.scans.map((s) => ({ ...s, at: new Date(s.at) }));
      const { feed, ...result } = await app.db.transaction((tx) => ingestScans(tx, busId, scans, now));
      await hub.publish(feed);
      return reply.status(201).send(result);
    },
  );

  app.post(
    '/device/sos',
    { config: device, preValidation: checkDeviceToken, schema: { tags, body: sosInputSchema } },
    async (request, reply) => {
      const busId = deviceBus.get(request)!;
      const now = clock();
      const [at] = checkPointTimes([request.body], now.now);
      await hub.publish(await app.db.transaction((tx) => raiseSos(tx, busId, at!, now)));
      return reply.status(202).send();
    },
  );

  app.get(
    '/alerts',
    {
      config: read,
      schema: { tags, querystring: alertListQuerySchema, response: { 200: listResponseSchema(alertSchema) } },
    },
    (request) => listAlerts(app.db, request.query),
  );

  app.post(
    '/alerts/:id/actions',
    {
      config: write,
      schema: { tags, params: idParams, body: alertActionSchema, response: { 200: alertSchema } },
    },
    async (request, reply) => {
      let changed: Awaited<ReturnType<typeof actOnAlert>>['after'] | null = null;
      await mutate(request, reply, async (tx, audit) => {
        const { before, after } = await actOnAlert(
          tx,
          request.params.id,
          request.body.action,
          actorOf(request),
          new Date(),
        );
        await audit({ entityType: 'alert', entityId: after.id, action: 'update', before, after });
        changed = after;
        return { status: 200, body: after };
      });
      if (changed)
        await hub.publish([
          { tripId: (changed as { tripId: string | null }).tripId, kind: 'alert', payload: changed },
        ]);
    },
  );

  app.get(
    '/monitoring/buses',
    { config: read, schema: { tags, response: { 200: z.array(busLiveSchema) } } },
    () => liveBuses(app.db, clock()),
  );

  app.get(
    '/trips/:id/live',
    { config: read, schema: { tags, params: idParams, response: { 200: tripLiveSchema } } },
    (request) => tripLive(app.db, request.params.id),
  );

  /**
   * Server-Sent Events: every change for one trip (`tripId`) or for all active trips. The event id
   * is the feed number; a reconnect with `Last-Event-ID` (or `lastEventId`) first replays the gap.
   */
  app.get(
    '/monitoring/stream',
    { config: read, schema: { tags, querystring: streamQuery } },
    async (request, reply) => {
      const header = request.headers['last-event-id'];
      const fromHeader = typeof header === 'string' && /^\d{1,15}$/.test(header) ? Number(header) : undefined;
      if (header !== undefined && fromHeader === undefined) {
        throw new HttpProblem(400, 'validation', [{ path: 'Last-Event-ID', code: 'validation.integer' }]);
      }
      const lastEventId = fromHeader ?? request.query.lastEventId;
      const tripId = request.query.tripId ?? null;
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      raw.write('retry: 2000\n\n');
      // Live messages come once each, in commit order (not always id order across replicas), so
      // they are never filtered by id; only the messages held during the replay may repeat it.
      let replaying = lastEventId !== undefined;
      const held: FeedMessage[] = [];
      const send = (messages: FeedMessage[]) => {
        let chunk = '';
        for (const message of messages) {
          if (tripId && message.tripId !== null && message.tripId !== tripId) continue;
          chunk += frameOf(message);
        }
        if (!chunk) return;
        // A watcher that cannot keep up is cut off rather than buffered without end; its
        // EventSource comes back with Last-Event-ID and replays the gap.
        if (raw.writableLength > MAX_BUFFERED_BYTES) raw.destroy();
        else raw.write(chunk);
      };
      const unsubscribe = hub.subscribe((messages) => {
        if (replaying) held.push(...messages);
        else send(messages);
      });
      const heartbeat = setInterval(() => raw.write(': keep-alive\n\n'), HEARTBEAT_MS);
      heartbeat.unref();
      request.raw.on('close', () => {
        clearInterval(heartbeat);
        unsubscribe();
      });
      if (lastEventId !== undefined) {
        const replayed = new Set<number>();
        try {
          const missed = await hub.replay(lastEventId, tripId);
          for (const message of missed) replayed.add(message.id);
          send(missed);
        } finally {
          replaying = false;
          send(held.splice(0).filter((message) => !replayed.has(message.id)));
        }
      }
    },
  );
}

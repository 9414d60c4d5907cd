import {
  deviceTokenSchema,
  positionBatchResultSchema,
  positionBatchSchema,
  scanBatchResultSchema,
  scanBatchSchema,
  sosInputSchema,
} from '@rihla/shared/contracts/monitoring';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { mutate } from '../../lib/mutate';
import { idParams } from '../../lib/resource-routes';
import { bearerToken, busOfToken, issueDeviceToken, revokeDeviceToken } from './device-tokens';
import { KnownDeviceTokens } from './known-device-tokens';
import { osmandDeviceId, osmandFields, osmandPoint } from './osmand-fix';
import { checkPointTimes } from './point-times';
import { raiseSos } from './raise-sos';
import { ridersOfScans } from './rider-cards';
import { ingestScans } from './scan-ingest';

const tags = ['monitoring'];
const OSMAND_PATH = '/api/v1/device/osmand';

/**
 * The bus devices: issuing a bus its device token, and what the device posts with it (positions,
 * card scans, SOS). Positions are written in batches (see PositionIngest); everything stored goes
 * out on the live feed in the same commit.
 */
export async function devicesRoutes(server: FastifyInstance) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const device = { access: 'public' as const };
  // Device calls prove their token before their body is validated, so a caller without a known
  // token learns nothing but 401.
  const knownTokens = new KnownDeviceTokens(app.db);
  const refuseUnknownToken = (request: FastifyRequest) =>
    knownTokens.check(bearerToken(request.headers.authorization));
  const deviceBus = new WeakMap<FastifyRequest, string>();
  const checkDeviceToken = async (request: FastifyRequest) => {
    deviceBus.set(request, await busOfToken(app.db, request.headers.authorization));
  };
  const ingest = app.positionIngest;

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
        // The token is a secret shown once: the Idempotency-Key's stored answer must not keep it.
        const serverUrl = `${request.protocol}://${request.host}${OSMAND_PATH}`;
        return { status: 201, body: { busId: request.params.id, token, serverUrl }, secret: true };
      }),
  );

  app.delete(
    '/buses/:id/device-token',
    { config: { access: 'fleet:write' }, schema: { tags, params: idParams } },
    (request, reply) =>
      mutate(request, reply, async (tx, audit) => {
        await revokeDeviceToken(tx, request.params.id);
        await audit({
          entityType: 'device-token',
          entityId: request.params.id,
          action: 'delete',
          before: { busId: request.params.id },
          after: null,
        });
        return { status: 204 };
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
      // A position's way to a watcher: PositionIngest queues it into a batch; the batch's one
      // transaction finds the token's bus and trip (devices-of.ts), stores and derives
      // (position-batch.ts, position-derivation.ts) and records the feed entries (LiveFeedHub.record:
      // checked against the contract, stored, NOTIFYed); at commit this POST gets its 202 and each
      // replica's hub hands the messages to its watchers (sse-watcher.ts), who get an SSE frame.
      return reply.status(202).send(await ingest.submit(bearerToken(request.headers.authorization), points));
    },
  );

  // Real trackers and phones (Traccar Client, OsmAnd): one fix per request, the bus's device token
  // as the `id`, in a query string, a form body or Traccar Client's JSON. They read any 200 as
  // "stored" and anything else as "send again", so the answer is an empty 200 only after the commit.
  await app.register(async (osmand) => {
    osmand.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    const receive = async (request: FastifyRequest, reply: FastifyReply) => {
      const fields = osmandFields(request.query, request.body);
      const token = osmandDeviceId(fields);
      await knownTokens.check(token);
      const now = new Date();
      const point = osmandPoint(fields, now);
      checkPointTimes([{ at: point.at.toISOString() }], now, () => 'timestamp');
      await ingest.submit(token, [point]);
      return reply.code(200).send();
    };
    const options = { config: device, schema: { tags, summary: 'A fix over the OsmAnd protocol' } };
    osmand.get('/device/osmand', options, receive);
    osmand.post('/device/osmand', options, receive);
  });

  app.post(
    '/device/scans',
    {
      config: device,
      preValidation: checkDeviceToken,
      schema: { tags, body: scanBatchSchema, response: { 201: scanBatchResultSchema } },
    },
    async (request, reply) => {
      const busId = deviceBus.get(request)!;
      const clock = app.operatorsClock();
      checkPointTimes(request.body.scans, clock.now);
      const riders = await ridersOfScans(
        app.db,
        busId,
        request.body.scans,
        clock.now,
        app.metrics.unknownCards,
      );
      const scans = riders.map((s) => ({ ...s, at: new Date(s.at) }));
      const result = await app.liveFeed.commit((tx) => ingestScans(tx, busId, scans, clock));
      return reply.status(201).send(result);
    },
  );

  app.post(
    '/device/sos',
    { config: device, preValidation: checkDeviceToken, schema: { tags, body: sosInputSchema } },
    async (request, reply) => {
      const busId = deviceBus.get(request)!;
      const clock = app.operatorsClock();
      const [at] = checkPointTimes([request.body], clock.now);
      await app.liveFeed.commit((tx) => raiseSos(tx, busId, at!, clock));
      return reply.status(202).send();
    },
  );
}

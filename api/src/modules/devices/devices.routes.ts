import {
  deviceTokenSchema,
  positionBatchResultSchema,
  positionBatchSchema,
  scanBatchResultSchema,
  scanBatchSchema,
  sosInputSchema,
} from '@rihla/shared/contracts/monitoring';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { mutate } from '../../lib/mutate';
import { idParams } from '../../lib/resource-routes';
import { busOfToken, issueDeviceToken } from './device-tokens';
import { KnownDeviceTokens } from './known-device-tokens';
import { checkPointTimes } from './point-times';
import { PositionIngest } from './position-ingest';
import { raiseSos } from './raise-sos';
import { ingestScans } from './scan-ingest';

const tags = ['monitoring'];

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
  const refuseUnknownToken = (request: FastifyRequest) => knownTokens.check(request.headers.authorization);
  const deviceBus = new WeakMap<FastifyRequest, string>();
  const checkDeviceToken = async (request: FastifyRequest) => {
    deviceBus.set(request, await busOfToken(app.db, request.headers.authorization));
  };
  const ingest = new PositionIngest(app.db, app.liveFeed, () => app.operatorsClock());
  app.addHook('onClose', () => ingest.drain());

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
      // A position's way to a watcher: PositionIngest queues it into a batch; the batch's one
      // transaction finds the token's bus and trip (devices-of.ts), stores and derives
      // (position-batch.ts, position-derivation.ts) and records the feed entries (LiveFeedHub.record:
      // checked against the contract, stored, NOTIFYed); at commit this POST gets its 202 and each
      // replica's hub hands the messages to its watchers (sse-watcher.ts), who get an SSE frame.
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
      const clock = app.operatorsClock();
      checkPointTimes(request.body.scans, clock.now);
      const scans = request.body.scans.map((s) => ({ ...s, at: new Date(s.at) }));
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

import { randomUUID } from 'node:crypto';
import type { FastifyInstance, RawRequestDefaultExpression } from 'fastify';
import fp from 'fastify-plugin';

const SAFE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Honour a caller's `x-request-id` when it is sane, otherwise mint one (used as Fastify's genReqId). */
export function requestIdFor(raw: RawRequestDefaultExpression): string {
  const given = raw.headers['x-request-id'];
  return typeof given === 'string' && SAFE_ID.test(given) ? given : randomUUID();
}

/** Echo the request id so a caller can quote it, and keep API answers out of caches. */
export const requestIdPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (request.url.startsWith('/api/')) {
      reply.header('cache-control', 'no-store');
      reply.header('x-content-type-options', 'nosniff');
    }
  });
});

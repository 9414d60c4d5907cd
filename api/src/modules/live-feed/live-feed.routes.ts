import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpProblem } from '../../lib/problem';
import { watchFeed } from './sse-watcher';

const streamQuery = z.object({
  tripId: z.uuid('validation.uuid').optional(),
  lastEventId: z.coerce.number('validation.number').int('validation.integer').min(0).optional(),
});

/** `Last-Event-ID` as the browser resends it; a header that is not a feed number is refused. */
function lastEventIdHeader(header: string | string[] | undefined): number | undefined {
  if (header === undefined) return undefined;
  if (typeof header === 'string' && /^\d{1,15}$/.test(header)) return Number(header);
  throw new HttpProblem(400, 'validation', [{ path: 'Last-Event-ID', code: 'validation.integer' }]);
}

/**
 * Server-Sent Events: every change for one trip (`tripId`) or for all active trips. The event id
 * is the feed number; a reconnect with `Last-Event-ID` (or `lastEventId`) first replays the gap.
 */
export async function liveFeedRoutes(server: FastifyInstance) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/monitoring/stream',
    { config: { access: 'trips:read' }, schema: { tags: ['monitoring'], querystring: streamQuery } },
    async (request, reply) => {
      const lastEventId = lastEventIdHeader(request.headers['last-event-id']) ?? request.query.lastEventId;
      // Signing out, a password change, deactivation or a lost permission ends the stream too.
      const forget = app.streamSessions.watch(request.auth!.sessionId, 'trips:read', () => reply.raw.end());
      request.raw.on('close', forget);
      return watchFeed(app.liveFeed, request, reply, { tripId: request.query.tripId ?? null, lastEventId });
    },
  );
}

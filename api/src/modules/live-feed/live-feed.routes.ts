import { can } from '@rihla/shared/contracts/permissions';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpProblem, notFound } from '../../lib/problem';
import { scopeOf } from '../../lib/school-scope';
import { tripInScope } from '../trips/trip-reads';
import { trips } from '../trips/trips.table';
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

  /**
   * For an operator limited to some schools (ADR 0072), today's trips of those schools: the only
   * messages their stream carries (a trip added later shows once the page reconnects). Another
   * school's trip asked by id is not found.
   */
  async function tripsInScope(
    request: FastifyRequest,
    tripId: string | undefined,
  ): Promise<ReadonlySet<string> | null> {
    const scope = scopeOf(request);
    if (!scope) return null;
    const rows = await app.db
      .select({ id: trips.id })
      .from(trips)
      .where(and(tripInScope(scope), tripId ? eq(trips.id, tripId) : eq(trips.date, app.operatorsToday())));
    if (tripId && rows.length === 0) throw notFound();
    return new Set(rows.map((row) => row.id));
  }

  app.get(
    '/monitoring/stream',
    { config: { access: 'trips:live' }, schema: { tags: ['monitoring'], querystring: streamQuery } },
    async (request, reply) => {
      const lastEventId = lastEventIdHeader(request.headers['last-event-id']) ?? request.query.lastEventId;
      const scopedTripIds = await tripsInScope(request, request.query.tripId);
      // Signing out, a password change, deactivation or a lost permission ends the stream too.
      const forget = app.streamSessions.watch(request.auth!.sessionId, 'trips:live', () => reply.raw.end());
      request.raw.on('close', forget);
      return watchFeed(app.liveFeed, request, reply, {
        tripId: request.query.tripId ?? null,
        lastEventId,
        scopedTripIds,
        alerts: can(request.auth!.operator.role, 'trips:read'),
      });
    },
  );
}

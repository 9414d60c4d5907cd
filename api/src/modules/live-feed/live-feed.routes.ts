import { can } from '@rihla/shared/contracts/permissions';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpProblem, notFound } from '../../lib/problem';
import { scopeOf } from '../../lib/school-scope';
import { tripInScope } from '../trips/trip-reads';
import { trips } from '../trips/trips.table';
import { type WatchScope, watchFeed } from './sse-watcher';

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
   * For an operator limited to some schools (ADR 0072), today's trips of those schools (or the one
   * asked for): the only messages their stream carries. A trip planned later for one of them joins
   * the stream with its `plan` message. Another school's trip asked by id is not found.
   */
  async function scopeOfStream(
    request: FastifyRequest,
    tripId: string | undefined,
  ): Promise<WatchScope | null> {
    const scope = scopeOf(request);
    if (!scope) return null;
    const todaysOfScope = async (only: SQL) => {
      const rows = await app.db
        .select({ id: trips.id })
        .from(trips)
        .where(and(tripInScope(scope), only));
      return new Set(rows.map((row) => row.id));
    };
    if (tripId) {
      const tripIds = await todaysOfScope(eq(trips.id, tripId));
      if (tripIds.size === 0) throw notFound();
      return { tripIds, recheck: null };
    }
    const today = () => eq(trips.date, app.operatorsToday());
    return {
      tripIds: await todaysOfScope(today()),
      recheck: (planned) => todaysOfScope(and(inArray(trips.id, planned), today())!),
    };
  }

  app.get(
    '/monitoring/stream',
    { config: { access: 'trips:live' }, schema: { tags: ['monitoring'], querystring: streamQuery } },
    async (request, reply) => {
      const lastEventId = lastEventIdHeader(request.headers['last-event-id']) ?? request.query.lastEventId;
      const scope = await scopeOfStream(request, request.query.tripId);
      // Signing out, a password change, deactivation or a lost permission ends the stream too.
      const forget = app.streamSessions.watch(request.auth!.sessionId, 'trips:live', () => reply.raw.end());
      request.raw.on('close', forget);
      return watchFeed(app.liveFeed, request, reply, {
        tripId: request.query.tripId ?? null,
        lastEventId,
        scope,
        alerts: can(request.auth!.operator.role, 'trips:read'),
      });
    },
  );
}

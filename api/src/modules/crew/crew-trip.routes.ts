import {
  crewProblemSchema,
  crewRiderTapSchema,
  crewSosSchema,
  crewStopTapSchema,
  crewTripMoveSchema,
  crewTripStateSchema,
  crewWalkSchema,
} from '@rihla/shared/contracts/crew-trip';
import type { FastifyInstance, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/types';
import type { OperatorsClock } from '../../lib/operators-clock';
import { checkPointTimes } from '../devices/point-times';
import type { FeedEntry } from '../live-feed/feed-message';
import { crewProblem, crewSos } from './crew-help.service';
import type { CrewAuth } from './crew-sessions.service';
import { type CrewTripRow, crewActor, crewTripOf } from './crew-trip-access';
import { crewTripState } from './crew-trip-state';
import { moveFromPhone, tapRider, tapStop } from './crew-trip-taps.service';
import { logWalk } from './crew-walk.service';

const tags = ['crew'];
const tripParams = z.object({ id: z.uuid('validation.uuid') });
const stopParams = tripParams.extend({ stopId: z.uuid('validation.uuid') });
const riderParams = tripParams.extend({ studentId: z.uuid('validation.uuid') });

interface Signed {
  signedIn: Pick<RouteShorthandOptions, 'config' | 'onRequest'>;
  authOf(request: FastifyRequest): CrewAuth;
}

interface Act {
  tx: Database;
  trip: CrewTripRow;
  auth: CrewAuth;
  clock: OperatorsClock;
  /** The tap's own time (checked: not in the future, not older than a day). */
  at: Date;
}

/**
 * What the crew does on the road from the phone (issue #34, ADR 0056): start, stops reached and
 * left, riders on, not at the stop and off, SOS, a problem reported, the end-of-route walk and
 * completing. Only on the member's own trips of today; each answers where the trip stands.
 */
export function crewTripRoutes(server: FastifyInstance, { signedIn, authOf }: Signed) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const answer = { 200: crewTripStateSchema };

  /** Runs `work` on the member's trip in one transaction with its feed entries; answers the trip's state. */
  const act = async (
    request: FastifyRequest,
    tripId: string,
    tappedAt: string | null,
    work: (act: Act) => Promise<{ feed: FeedEntry[] }>,
  ) => {
    const auth = authOf(request);
    const clock = app.operatorsClock();
    const at = tappedAt ? checkPointTimes([{ at: tappedAt }], clock.now, () => 'at')[0]! : clock.now;
    await app.liveFeed.commit(async (tx) => {
      const trip = await crewTripOf(tx, auth.member.id, tripId, clock.today);
      return work({ tx, trip, auth, clock, at });
    });
    return crewTripState(app.db, tripId);
  };

  app.get(
    '/crew/trips/:id',
    { ...signedIn, schema: { tags, params: tripParams, response: answer } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return act(request, request.params.id, null, async () => ({ feed: [] }));
    },
  );

  for (const [path, to] of [
    ['start', 'in_progress'],
    ['complete', 'completed'],
  ] as const) {
    app.post(
      `/crew/trips/:id/${path}`,
      { ...signedIn, schema: { tags, params: tripParams, body: crewTripMoveSchema, response: answer } },
      (request) =>
        act(request, request.params.id, null, ({ tx, trip, auth, clock }) =>
          moveFromPhone(tx, trip, { to, version: request.body.version }, crewActor(auth), clock.today),
        ),
    );
  }

  app.post(
    '/crew/trips/:id/stops/:stopId',
    { ...signedIn, schema: { tags, params: stopParams, body: crewStopTapSchema, response: answer } },
    (request) =>
      act(request, request.params.id, request.body.at, ({ tx, trip, at }) =>
        tapStop(tx, trip, request.params.stopId, request.body, at),
      ),
  );

  app.post(
    '/crew/trips/:id/riders/:studentId',
    { ...signedIn, schema: { tags, params: riderParams, body: crewRiderTapSchema, response: answer } },
    (request) =>
      act(request, request.params.id, request.body.at, ({ tx, trip, at, clock }) =>
        tapRider(tx, trip, request.params.studentId, request.body, at, clock),
      ),
  );

  app.post(
    '/crew/trips/:id/sos',
    { ...signedIn, schema: { tags, params: tripParams, body: crewSosSchema, response: answer } },
    (request) =>
      act(request, request.params.id, request.body.at, ({ tx, trip, at }) => crewSos(tx, trip, at)),
  );

  app.post(
    '/crew/trips/:id/problems',
    { ...signedIn, schema: { tags, params: tripParams, body: crewProblemSchema, response: answer } },
    (request) =>
      act(request, request.params.id, request.body.at, async ({ tx, trip, at, auth }) => {
        const { feed } = await crewProblem(tx, trip, request.body, at, crewActor(auth));
        return { feed };
      }),
  );

  app.post(
    '/crew/trips/:id/walk',
    { ...signedIn, schema: { tags, params: tripParams, body: crewWalkSchema, response: answer } },
    (request) =>
      act(request, request.params.id, request.body.at, ({ tx, trip, at, auth, clock }) =>
        logWalk(tx, trip, request.body, at, crewActor(auth), clock),
      ),
  );
}

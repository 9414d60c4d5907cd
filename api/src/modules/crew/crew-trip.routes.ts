import {
  type CrewCardVerdict,
  crewCardReportSchema,
  crewProblemSchema,
  crewRiderTapSchema,
  crewSosSchema,
  crewStopTapSchema,
  crewTripMoveSchema,
  crewTripStateSchema,
  crewWalkSchema,
} from '@rihla/shared/contracts/crew-trip';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/types';
import { mutate } from '../../lib/mutate';
import type { OperatorsClock } from '../../lib/operators-clock';
import { HttpProblem } from '../../lib/problem';
import { checkPointTimes } from '../devices/point-times';
import type { FeedEntry } from '../live-feed/feed-message';
import { sendPhoto } from '../students/student-photos.service';
import { reportCard } from './crew-cards.service';
import { crewProblem, crewSos } from './crew-help.service';
import type { CrewAuth } from './crew-sessions.service';
import { type CrewTripRow, crewActor, crewTripOf, riderPhoto } from './crew-trip-access';
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

  /**
   * Runs `work` on the member's trip in one transaction with its feed entries and answers the
   * trip's state. The member's Idempotency-Keys are theirs (`mutate` keeps the first answer to
   * each), so a tap the phone sends again after a lost answer is applied once.
   */
  const act = async (
    request: FastifyRequest,
    reply: FastifyReply,
    tripId: string,
    tappedAt: string | null,
    work: (act: Act) => Promise<{ feed: FeedEntry[]; card?: CrewCardVerdict }>,
  ) => {
    const auth = authOf(request);
    const clock = app.operatorsClock();
    const at = tappedAt ? checkPointTimes([{ at: tappedAt }], clock.now, () => 'at')[0]! : clock.now;
    let announce = () => {};
    await mutate(
      request,
      reply,
      async (tx) => {
        const trip = await crewTripOf(tx, auth.member.id, tripId, clock.today);
        const { feed, card } = await work({ tx, trip, auth, clock, at });
        announce = await app.liveFeed.record(tx, feed);
        return { status: 200, body: { ...(await crewTripState(tx, tripId)), ...(card ? { card } : {}) } };
      },
      auth.member.id,
    );
    announce();
  };

  app.get(
    '/crew/trips/:id',
    { ...signedIn, schema: { tags, params: tripParams, response: answer } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const { id } = request.params;
      await app.db.transaction((tx) => crewTripOf(tx, authOf(request).member.id, id, app.operatorsToday()));
      return crewTripState(app.db, id);
    },
  );

  for (const [path, to] of [
    ['start', 'in_progress'],
    ['complete', 'completed'],
  ] as const) {
    app.post(
      `/crew/trips/:id/${path}`,
      { ...signedIn, schema: { tags, params: tripParams, body: crewTripMoveSchema, response: answer } },
      (request, reply) =>
        act(request, reply, request.params.id, null, ({ tx, trip, auth, clock }) =>
          moveFromPhone(tx, trip, { to, version: request.body.version }, crewActor(auth), clock.today),
        ),
    );
  }

  app.post(
    '/crew/trips/:id/stops/:stopId',
    { ...signedIn, schema: { tags, params: stopParams, body: crewStopTapSchema, response: answer } },
    (request, reply) =>
      act(request, reply, request.params.id, request.body.at, ({ tx, trip, at }) =>
        tapStop(tx, trip, request.params.stopId, request.body, at),
      ),
  );

  app.post(
    '/crew/trips/:id/riders/:studentId',
    { ...signedIn, schema: { tags, params: riderParams, body: crewRiderTapSchema, response: answer } },
    (request, reply) =>
      act(request, reply, request.params.id, request.body.at, ({ tx, trip, at, clock }) =>
        tapRider(tx, trip, request.params.studentId, request.body, at, clock),
      ),
  );

  app.get(
    '/crew/trips/:id/riders/:studentId/photo',
    { ...signedIn, schema: { tags, params: riderParams } },
    async (request, reply) => {
      const { id, studentId } = request.params;
      const photo = await riderPhoto(app.db, authOf(request).member.id, id, studentId, app.operatorsToday());
      if (!photo) throw new HttpProblem(404, 'not-found');
      return sendPhoto(reply, photo);
    },
  );

  app.post(
    '/crew/trips/:id/cards',
    { ...signedIn, schema: { tags, params: tripParams, body: crewCardReportSchema, response: answer } },
    (request, reply) =>
      act(request, reply, request.params.id, request.body.at, ({ tx, trip, at, clock }) =>
        reportCard(tx, trip, request.body.cardNumber, at, clock.today),
      ),
  );

  app.post(
    '/crew/trips/:id/sos',
    { ...signedIn, schema: { tags, params: tripParams, body: crewSosSchema, response: answer } },
    (request, reply) =>
      act(request, reply, request.params.id, request.body.at, ({ tx, trip, at }) => crewSos(tx, trip, at)),
  );

  app.post(
    '/crew/trips/:id/problems',
    { ...signedIn, schema: { tags, params: tripParams, body: crewProblemSchema, response: answer } },
    (request, reply) =>
      act(request, reply, request.params.id, request.body.at, async ({ tx, trip, at, auth }) => {
        const { feed } = await crewProblem(tx, trip, request.body, at, crewActor(auth));
        return { feed };
      }),
  );

  app.post(
    '/crew/trips/:id/walk',
    { ...signedIn, schema: { tags, params: tripParams, body: crewWalkSchema, response: answer } },
    (request, reply) =>
      act(request, reply, request.params.id, request.body.at, ({ tx, trip, at, auth, clock }) =>
        logWalk(tx, trip, request.body, at, crewActor(auth), clock),
      ),
  );
}

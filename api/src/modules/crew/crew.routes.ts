import {
  CREW_SESSION_COOKIE,
  type CrewSession,
  crewSessionSchema,
  crewTodaySchema,
} from '@rihla/shared/contracts/crew';
import { signInSessionListSchema } from '@rihla/shared/contracts/phone-sign-in';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mutate } from '../../lib/mutate';
import { listSignInSessions, revokeSignInSession } from '../../lib/phone-sign-in';
import { phoneSignInRoutes } from '../../lib/phone-sign-in-routes';
import { notFound } from '../../lib/problem';
import { smsChannelFromConfig } from '../notices/channels/channels-from-config';
import { crewSessions } from './crew.table';
import { requestCrewCode, verifyCrewCode } from './crew-codes.service';
import { crewPositionRoutes } from './crew-positions.routes';
import { type CrewAuth, resolveCrewSession } from './crew-sessions.service';
import { crewToday } from './crew-today.service';
import { crewTripRoutes } from './crew-trip.routes';

const tags = ['crew'];
const driverParams = z.object({ id: z.uuid('validation.uuid') });
const sessionParams = driverParams.extend({ sessionId: z.uuid('validation.uuid') });

function sessionBody(auth: CrewAuth): CrewSession {
  return { member: auth.member, expiresAt: auth.expiresAt.toISOString() };
}

/**
 * The crew's phone app signs in with a code sent by SMS to a driver's or attendant's phone
 * (ADR 0051); its session is a cookie of its own (`lib/phone-sign-in-routes`). The console lists
 * and revokes those sessions on the driver's page.
 */
export async function crewRoutes(server: FastifyInstance) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { signedIn, authOf } = phoneSignInRoutes(app, {
    app: 'crew',
    cookie: CREW_SESSION_COOKIE,
    sessions: crewSessions,
    hours: app.config.CREW_SESSION_HOURS,
    sendSms: smsChannelFromConfig(app.config),
    requestCode: requestCrewCode,
    verifyCode: verifyCrewCode,
    resolve: resolveCrewSession,
    sessionSchema: crewSessionSchema,
    sessionBody,
  });
  crewTripRoutes(server, { signedIn, authOf });
  crewPositionRoutes(server, { signedIn, authOf });

  app.get(
    '/crew/today',
    { ...signedIn, schema: { tags, response: { 200: crewTodaySchema } } },
    async (request, reply) => {
      const auth = authOf(request);
      // Personal data of children: kept by the app for offline use, never by a shared cache.
      reply.header('cache-control', 'private, no-store');
      return crewToday(app.db, auth.member.id, app.operatorsToday());
    },
  );

  app.get(
    '/drivers/:id/crew-sessions',
    {
      config: { access: 'fleet:read' },
      schema: { tags, params: driverParams, response: { 200: signInSessionListSchema } },
    },
    async (request) => ({ items: await listSignInSessions(app.db, crewSessions, request.params.id) }),
  );

  app.delete(
    '/drivers/:id/crew-sessions/:sessionId',
    { config: { access: 'fleet:write' }, schema: { tags, params: sessionParams } },
    (request, reply) =>
      mutate(request, reply, async (tx, audit) => {
        const removed = await revokeSignInSession(
          tx,
          crewSessions,
          request.params.id,
          request.params.sessionId,
        );
        if (!removed) throw notFound();
        await audit({
          entityType: 'driver',
          entityId: request.params.id,
          action: 'update',
          before: { crewSession: removed },
          after: { crewSession: null },
        });
        return { status: 204 };
      }),
  );
}

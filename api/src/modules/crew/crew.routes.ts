import {
  CREW_SESSION_COOKIE,
  type CrewSession,
  crewPairingSchema,
  crewPairSchema,
  crewSessionSchema,
  crewTodaySchema,
} from '@rihla/shared/contracts/crew';
import { signInSessionListSchema } from '@rihla/shared/contracts/phone-sign-in';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLocale } from '../../lib/locale';
import { mutate } from '../../lib/mutate';
import { listSignInSessions, revokeSignInSession } from '../../lib/phone-sign-in';
import { phoneSignInRoutes } from '../../lib/phone-sign-in-routes';
import { notFound } from '../../lib/problem';
import { smsChannelFromConfig } from '../notices/channels/channels-from-config';
import { crewSessions } from './crew.table';
import { requestCrewCode, verifyCrewCode } from './crew-codes.service';
import { issueCrewPairing, redeemCrewPairing, revokeCrewPairing } from './crew-pairing.service';
import { crewPositionRoutes } from './crew-positions.routes';
import { type CrewAuth, resolveCrewSession } from './crew-sessions.service';
import { crewToday } from './crew-today.service';
import { crewTripRoutes } from './crew-trip.routes';

const tags = ['crew'];
const driverParams = z.object({ id: z.uuid('validation.uuid') });
const sessionParams = driverParams.extend({ sessionId: z.uuid('validation.uuid') });
const pairingParams = driverParams.extend({ pairingId: z.uuid('validation.uuid') });

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
  const { signedIn, authOf, startSession } = phoneSignInRoutes(app, {
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

  app.post(
    '/crew/auth/pair',
    {
      config: { access: 'public' },
      schema: { tags, body: crewPairSchema, response: { 200: crewSessionSchema } },
    },
    async (request, reply) => {
      const driverId = await redeemCrewPairing(app.db, request.body.code, request.ip);
      return startSession(request, reply, driverId);
    },
  );

  app.post(
    '/drivers/:id/crew-pairings',
    {
      config: { access: 'fleet:write' },
      schema: { tags, params: driverParams, response: { 201: crewPairingSchema } },
    },
    (request, reply) =>
      mutate(request, reply, async (tx, audit) => {
        const pairing = await issueCrewPairing(tx, request.params.id);
        if (!pairing) throw notFound();
        await audit({
          entityType: 'driver',
          entityId: request.params.id,
          action: 'update',
          before: { crewPairing: null },
          after: { crewPairing: { id: pairing.id, expiresAt: pairing.expiresAt.toISOString() } },
        });
        // The crew app's page in the dispatcher's language; the code rides in the fragment, never sent to a server.
        const origin = app.config.PUBLIC_URL ?? `${request.protocol}://${request.host}`;
        const link = `${origin}${requestLocale(request) === 'en' ? '/en' : ''}/crew/pair#${pairing.code}`;
        const body = { id: pairing.id, code: pairing.code, link, expiresAt: pairing.expiresAt.toISOString() };
        return { status: 201, body };
      }),
  );

  app.delete(
    '/drivers/:id/crew-pairings/:pairingId',
    { config: { access: 'fleet:write' }, schema: { tags, params: pairingParams } },
    (request, reply) =>
      mutate(request, reply, async (tx, audit) => {
        const revoked = await revokeCrewPairing(tx, request.params.id, request.params.pairingId);
        if (!revoked) throw notFound();
        await audit({
          entityType: 'driver',
          entityId: request.params.id,
          action: 'update',
          before: { crewPairing: { id: revoked.id, expiresAt: revoked.expiresAt.toISOString() } },
          after: { crewPairing: null },
        });
        return { status: 204 };
      }),
  );
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

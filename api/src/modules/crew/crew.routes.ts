import {
  CREW_SESSION_COOKIE,
  type CrewSession,
  crewCodeRequestSchema,
  crewCodeVerifySchema,
  crewSessionListSchema,
  crewSessionSchema,
  crewTodaySchema,
} from '@rihla/shared/contracts/crew';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLocale } from '../../lib/locale';
import { mutate } from '../../lib/mutate';
import { HttpProblem, notFound } from '../../lib/problem';
import { smsChannelFromConfig } from '../notices/channels/channels-from-config';
import { requestCrewCode, verifyCrewCode } from './crew-codes.service';
import {
  type CrewAuth,
  createCrewSession,
  deleteCrewSession,
  listCrewSessions,
  resolveCrewSession,
  revokeCrewSession,
} from './crew-sessions.service';
import { crewToday } from './crew-today.service';

const tags = ['crew'];
/** The cookie goes to the crew's API only, never to the console's. */
const COOKIE_PATH = '/api/v1/crew';
const crew = { access: 'public' as const };
const driverParams = z.object({ id: z.uuid('validation.uuid') });
const sessionParams = driverParams.extend({ sessionId: z.uuid('validation.uuid') });

function sessionBody(auth: Pick<CrewAuth, 'member' | 'expiresAt'>): CrewSession {
  return { member: auth.member, expiresAt: auth.expiresAt.toISOString() };
}

/** The signed-in crew member of a request (the crew cookie), or 401. */
async function crewOf(request: FastifyRequest): Promise<CrewAuth> {
  const token = request.cookies[CREW_SESSION_COOKIE];
  const auth = token ? await resolveCrewSession(request.server.db, token) : null;
  if (!auth) throw new HttpProblem(401, 'crew.sessionRequired');
  return auth;
}

function setCrewCookie(request: FastifyRequest, reply: FastifyReply, token: string, expires: Date) {
  reply.setCookie(CREW_SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    path: COOKIE_PATH,
    secure: request.protocol === 'https',
    expires,
  });
}

/**
 * The crew's phone app signs in with a code sent by SMS to a driver's or attendant's phone
 * (ADR 0051); its session is a cookie of its own. The console lists and revokes those sessions on
 * the driver's page.
 */
export async function crewRoutes(server: FastifyInstance) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const sendSms = smsChannelFromConfig(app.config);

  app.post(
    '/crew/auth/code',
    { config: crew, schema: { tags, body: crewCodeRequestSchema } },
    async (request, reply) => {
      if (!sendSms) throw new HttpProblem(422, 'crew.noSmsProvider');
      await requestCrewCode(app.db, {
        phone: request.body.phone,
        ip: request.ip,
        locale: requestLocale(request),
        send: sendSms,
      });
      return reply.code(202).send();
    },
  );

  app.post(
    '/crew/auth/verify',
    { config: crew, schema: { tags, body: crewCodeVerifySchema, response: { 200: crewSessionSchema } } },
    async (request, reply) => {
      const driverId = await verifyCrewCode(app.db, request.body.phone, request.body.code);
      const device = request.headers['user-agent']?.slice(0, 200) ?? null;
      const { token, expiresAt } = await createCrewSession(
        app.db,
        driverId,
        device,
        app.config.CREW_SESSION_HOURS,
      );
      const auth = await resolveCrewSession(app.db, token);
      if (!auth) throw new HttpProblem(401, 'crew.codeInvalid');
      setCrewCookie(request, reply, token, expiresAt);
      return sessionBody(auth);
    },
  );

  app.get(
    '/crew/me',
    { config: crew, schema: { tags, response: { 200: crewSessionSchema } } },
    async (request) => sessionBody(await crewOf(request)),
  );

  app.get(
    '/crew/today',
    { config: crew, schema: { tags, response: { 200: crewTodaySchema } } },
    async (request, reply) => {
      const auth = await crewOf(request);
      // Personal data of children: kept by the app for offline use, never by a shared cache.
      reply.header('cache-control', 'private, no-store');
      return crewToday(app.db, auth.member.id, app.operatorsToday());
    },
  );

  app.post('/crew/auth/logout', { config: crew, schema: { tags } }, async (request, reply) => {
    const auth = await crewOf(request);
    await deleteCrewSession(app.db, auth.sessionId);
    reply.clearCookie(CREW_SESSION_COOKIE, { path: COOKIE_PATH });
    return reply.code(204).send();
  });

  app.get(
    '/drivers/:id/crew-sessions',
    {
      config: { access: 'fleet:read' },
      schema: { tags, params: driverParams, response: { 200: crewSessionListSchema } },
    },
    async (request) => ({ items: await listCrewSessions(app.db, request.params.id) }),
  );

  app.delete(
    '/drivers/:id/crew-sessions/:sessionId',
    { config: { access: 'fleet:write' }, schema: { tags, params: sessionParams } },
    (request, reply) =>
      mutate(request, reply, async (tx, audit) => {
        const removed = await revokeCrewSession(tx, request.params.id, request.params.sessionId);
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

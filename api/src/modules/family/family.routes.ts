import { idSchema } from '@rihla/shared/contracts/common';
import {
  FAMILY_SESSION_COOKIE,
  type FamilySession,
  familyAbsenceInputSchema,
  familyAbsenceListSchema,
  familyAbsenceSchema,
  familyNoticeListSchema,
  familyRequestListSchema,
  familySessionListSchema,
  familySessionSchema,
  familyTodaySchema,
  linkRequestSchema,
  linkVerifySchema,
} from '@rihla/shared/contracts/family';
import { signInSessionListSchema } from '@rihla/shared/contracts/phone-sign-in';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { writeAudit } from '../../lib/audit';
import { mutate } from '../../lib/mutate';
import { revokeSignInSession } from '../../lib/phone-sign-in';
import { phoneSignInRoutes } from '../../lib/phone-sign-in-routes';
import { notFound } from '../../lib/problem';
import { smsChannelFromConfig } from '../notices/channels/channels-from-config';
import { familySessions } from './family.table';
import { familyAbsences, reportAbsence, withdrawAbsence } from './family-absences.service';
import {
  type FamilyAuth,
  listFamilySessions,
  requestFamilyCode,
  requestFamilyLink,
  resolveFamilySession,
  signedInName,
  verifyFamilyCode,
  verifyFamilyLink,
} from './family-auth.service';
import { familyMoneyRoutes } from './family-money.routes';
import { familyNotices } from './family-notices.service';
import { familyPushRoutes } from './family-push.routes';
import { familyRequests } from './family-requests.service';
import { childrenOf, familyToday } from './family-today.service';

const tags = ['family'];
const idParams = z.object({ id: idSchema });
const absenceParams = z.object({ id: idSchema, absenceId: idSchema });
const sessionParams = z.object({ sessionId: idSchema });
const parentSessionParams = z.object({ id: idSchema, sessionId: idSchema });

function sessionBody(auth: FamilyAuth): FamilySession {
  return { parent: auth.parent, guardian: auth.guardian, expiresAt: auth.expiresAt.toISOString() };
}

/** 404 unless the child is this parent's: another family's child is not found, never forbidden. */
async function ownChild(request: FastifyRequest, parentId: string, childId: string) {
  const children = await childrenOf(request.server.db, parentId);
  if (!children.some((child) => child.id === childId)) throw notFound();
}

/** Personal data of children: never kept by a shared cache. */
const privateAnswer = (reply: FastifyReply) => reply.header('cache-control', 'private, no-store');

/**
 * The families' phone app (ADR 0053): a parent signs in with the phone on file and a texted code
 * (the crew's rules, `lib/phone-sign-in`), sees their own children's trips of today and reports
 * or withdraws absences until the cut-off. The console lists and revokes the sessions on the
 * parent's page.
 */
export async function familyRoutes(server: FastifyInstance) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { signedIn, authOf, cookiePath, startSession } = phoneSignInRoutes(app, {
    app: 'family',
    cookie: FAMILY_SESSION_COOKIE,
    sessions: familySessions,
    hours: app.config.FAMILY_SESSION_DAYS * 24,
    sendSms: smsChannelFromConfig(app.config),
    requestCode: requestFamilyCode,
    verifyCode: verifyFamilyCode,
    resolve: resolveFamilySession,
    sessionSchema: familySessionSchema,
    sessionBody,
  });
  familyMoneyRoutes(server, { signedIn, authOf });
  familyPushRoutes(server, { signedIn, authOf });

  // Sign-in by a link e-mailed to the address on file (ADR 0075): the same 202 for an address on
  // no record; the link's token signs in once, within SIGN_IN_LINK_TTL_MINUTES.
  app.post(
    '/family/auth/link',
    { config: { access: 'public' }, schema: { tags, body: linkRequestSchema } },
    async (request, reply) => {
      await requestFamilyLink(app.db, {
        email: request.body.email,
        ip: request.ip,
        origin: app.config.PUBLIC_URL ?? `${request.protocol}://${request.host}`,
      });
      return reply.code(202).send();
    },
  );

  app.post(
    '/family/auth/link/verify',
    {
      config: { access: 'public' },
      schema: { tags, body: linkVerifySchema, response: { 200: familySessionSchema } },
    },
    async (request, reply) => {
      const who = await verifyFamilyLink(app.db, request.body.token);
      return startSession(request, reply, who.subjectId, who.extra);
    },
  );

  app.get(
    '/family/sessions',
    { ...signedIn, schema: { tags, response: { 200: familySessionListSchema } } },
    async (request) => {
      const auth = authOf(request);
      const rows = await listFamilySessions(app.db, auth.parent.id, {
        guardianId: auth.guardian?.id ?? null,
      });
      return { items: rows.map((row) => ({ ...row, current: row.id === auth.sessionId })) };
    },
  );

  app.delete(
    '/family/sessions/:sessionId',
    { ...signedIn, schema: { tags, params: sessionParams } },
    async (request, reply) => {
      const auth = authOf(request);
      const own = await listFamilySessions(app.db, auth.parent.id, { guardianId: auth.guardian?.id ?? null });
      if (!own.some((row) => row.id === request.params.sessionId)) throw notFound();
      const removed = await revokeSignInSession(
        app.db,
        familySessions,
        auth.parent.id,
        request.params.sessionId,
      );
      if (!removed) throw notFound();
      if (removed.id === auth.sessionId) reply.clearCookie(FAMILY_SESSION_COOKIE, { path: cookiePath });
      return reply.code(204).send();
    },
  );

  app.get(
    '/family/today',
    { ...signedIn, schema: { tags, response: { 200: familyTodaySchema } } },
    async (request, reply) => {
      const auth = authOf(request);
      privateAnswer(reply);
      return familyToday(app.db, auth.parent.id, app.operatorsToday(), app.config.TIME_ZONE);
    },
  );

  app.get(
    '/family/notices',
    { ...signedIn, schema: { tags, response: { 200: familyNoticeListSchema } } },
    async (request, reply) => {
      privateAnswer(reply);
      return familyNotices(app.db, authOf(request).parent.id);
    },
  );

  app.get(
    '/family/requests',
    { ...signedIn, schema: { tags, response: { 200: familyRequestListSchema } } },
    async (request, reply) => {
      privateAnswer(reply);
      return familyRequests(app.db, authOf(request).parent.id);
    },
  );

  app.get(
    '/family/absences',
    { ...signedIn, schema: { tags, response: { 200: familyAbsenceListSchema } } },
    async (request, reply) => {
      const auth = authOf(request);
      privateAnswer(reply);
      const children = await childrenOf(app.db, auth.parent.id);
      return familyAbsences(
        app.db,
        children.map((child) => child.id),
        app.operatorsClock(),
      );
    },
  );

  app.post(
    '/family/children/:id/absences',
    {
      ...signedIn,
      schema: {
        tags,
        params: idParams,
        body: familyAbsenceInputSchema,
        response: { 201: familyAbsenceSchema },
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      await ownChild(request, auth.parent.id, request.params.id);
      const absence = await app.db.transaction(async (tx) => {
        const added = await reportAbsence(
          tx,
          request.params.id,
          request.body,
          app.operatorsClock(),
          signedInName(auth),
        );
        await writeAudit(tx, request, {
          entityType: 'student',
          entityId: request.params.id,
          action: 'update',
          before: null,
          after: { absence: added },
        });
        return added;
      });
      return reply.code(201).send(absence);
    },
  );

  app.delete(
    '/family/children/:id/absences/:absenceId',
    { ...signedIn, schema: { tags, params: absenceParams } },
    async (request, reply) => {
      const auth = authOf(request);
      await ownChild(request, auth.parent.id, request.params.id);
      await app.db.transaction(async (tx) => {
        const removed = await withdrawAbsence(
          tx,
          request.params.id,
          request.params.absenceId,
          app.operatorsClock(),
        );
        if (!removed) throw notFound();
        await writeAudit(tx, request, {
          entityType: 'student',
          entityId: request.params.id,
          action: 'update',
          before: { absence: removed },
          after: null,
        });
      });
      return reply.code(204).send();
    },
  );

  app.get(
    '/parents/:id/family-sessions',
    {
      config: { access: 'families:read' },
      schema: {
        tags,
        params: idParams,
        response: { 200: signInSessionListSchema },
      },
    },
    async (request) => ({ items: await listFamilySessions(app.db, request.params.id) }),
  );

  app.delete(
    '/parents/:id/family-sessions/:sessionId',
    { config: { access: 'families:write' }, schema: { tags, params: parentSessionParams } },
    (request, reply) =>
      mutate(request, reply, async (tx, audit) => {
        const removed = await revokeSignInSession(
          tx,
          familySessions,
          request.params.id,
          request.params.sessionId,
        );
        if (!removed) throw notFound();
        await audit({
          entityType: 'parent',
          entityId: request.params.id,
          action: 'update',
          before: { familySession: removed },
          after: { familySession: null },
        });
        return { status: 204 };
      }),
  );
}

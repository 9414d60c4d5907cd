import { codeRequestSchema, codeVerifySchema } from '@rihla/shared/contracts/phone-sign-in';
import type { Locale } from '@rihla/shared/routes/route-table';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Database } from '../db/types';
import { requestLocale } from './locale';
import {
  createSignInSession,
  deleteSignInSession,
  type SendSms,
  type SessionExtra,
  type SignInSessionsTable,
  type SignInSubject,
} from './phone-sign-in';
import { HttpProblem } from './problem';

interface PhoneSignIn<A extends { sessionId: string }, B> {
  /** The app: its endpoints are `/<app>/auth/code`, `/<app>/auth/verify`, `/<app>/me`, `/<app>/auth/logout`. */
  app: 'crew' | 'family';
  /** The session cookie, sent to `/api/v1/<app>` only. */
  cookie: string;
  sessions: SignInSessionsTable;
  hours: number;
  /** The configured SMS provider, if any. */
  sendSms: SendSms | undefined;
  requestCode(
    db: Database,
    input: { phone: string; ip: string; locale: Locale; send: SendSms },
  ): Promise<void>;
  /** The record the code signs in (401 `<app>.codeInvalid` otherwise), with the app's own session values. */
  verifyCode(db: Database, phone: string, code: string): Promise<string | SignInSubject>;
  /** The signed-in record behind a token, or null. */
  resolve(db: Database, token: string): Promise<A | null>;
  /** What `/<app>/me` and a sign-in answer. */
  sessionSchema: z.ZodType;
  sessionBody(auth: A): B;
}

/**
 * A phone app's sign-in endpoints (the crew's and the families', ADR 0051 and 0053): a code texted
 * through the configured SMS provider (422 `<app>.noSmsProvider` without one), the sign-in with it
 * (a session cookie of the app's own: httpOnly, SameSite=Strict, the app's API path only), who is
 * signed in, and signing out. Answers `signedIn`, the route options of the app's other endpoints
 * (the session is checked before the body: 401 `<app>.sessionRequired`), `authOf(request)`, and
 * `startSession`, which signs a phone in by another way (the crew's pairing code).
 */
export function phoneSignInRoutes<A extends { sessionId: string }, B>(
  server: FastifyInstance,
  options: PhoneSignIn<A, B>,
) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { sendSms } = options;
  const tags = [options.app];
  const path = `/api/v1/${options.app}`;
  const open = { access: 'public' as const };
  const signedInAs = new WeakMap<FastifyRequest, A>();
  const signedIn = {
    config: open,
    onRequest: async (request: FastifyRequest) => {
      const token = request.cookies[options.cookie];
      const auth = token ? await options.resolve(request.server.db, token) : null;
      if (!auth) throw new HttpProblem(401, `${options.app}.sessionRequired`);
      signedInAs.set(request, auth);
    },
  };
  const authOf = (request: FastifyRequest): A => {
    const auth = signedInAs.get(request);
    if (!auth) throw new HttpProblem(401, `${options.app}.sessionRequired`);
    return auth;
  };

  /** Signs the phone in as `subjectId` (the app's cookie set); the session's body. */
  const startSession = async (
    request: FastifyRequest,
    reply: FastifyReply,
    subjectId: string,
    extra?: SessionExtra,
  ): Promise<B> => {
    const { token, expiresAt } = await createSignInSession(app.db, options.sessions, {
      subjectId,
      extra,
      device: request.headers['user-agent']?.slice(0, 200) ?? null,
      hours: options.hours,
    });
    const auth = await options.resolve(app.db, token);
    if (!auth) throw new HttpProblem(401, `${options.app}.codeInvalid`);
    reply.setCookie(options.cookie, token, {
      httpOnly: true,
      sameSite: 'strict',
      path,
      secure: request.protocol === 'https',
      expires: expiresAt,
    });
    return options.sessionBody(auth);
  };

  app.post(
    `/${options.app}/auth/code`,
    { config: open, schema: { tags, body: codeRequestSchema } },
    async (request, reply) => {
      if (!sendSms) throw new HttpProblem(422, `${options.app}.noSmsProvider`);
      await options.requestCode(app.db, {
        phone: request.body.phone,
        ip: request.ip,
        locale: requestLocale(request),
        send: sendSms,
      });
      return reply.code(202).send();
    },
  );

  app.post(
    `/${options.app}/auth/verify`,
    { config: open, schema: { tags, body: codeVerifySchema, response: { 200: options.sessionSchema } } },
    async (request, reply) => {
      const who = await options.verifyCode(app.db, request.body.phone, request.body.code);
      return typeof who === 'string'
        ? startSession(request, reply, who)
        : startSession(request, reply, who.subjectId, who.extra);
    },
  );

  app.get(
    `/${options.app}/me`,
    { ...signedIn, schema: { tags, response: { 200: options.sessionSchema } } },
    async (request) => options.sessionBody(authOf(request)),
  );

  app.post(`/${options.app}/auth/logout`, { ...signedIn, schema: { tags } }, async (request, reply) => {
    await deleteSignInSession(app.db, options.sessions, authOf(request).sessionId);
    reply.clearCookie(options.cookie, { path });
    return reply.code(204).send();
  });

  return { signedIn, authOf, startSession, cookiePath: path };
}

import { timingSafeEqual } from 'node:crypto';
import { SESSION_COOKIE } from '@rihla/shared/contracts/auth';
import { can } from '@rihla/shared/contracts/permissions';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpProblem } from '../lib/problem';
import { type AuthContext, resolveSession } from '../modules/auth/session.service';

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** What a session with a temporary password, or owing a second factor, may still do: see itself, change the password or set up the factor, sign out. */
const OPEN_BEFORE_PASSWORD_CHANGE = /^\/api\/v1\/(auth|account)(\/|\?|$)/;

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, expires: Date) {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: request.protocol === 'https',
    expires,
  });
}

function sameToken(given: string | string[] | undefined, expected: string): boolean {
  if (typeof given !== 'string' || given.length !== expected.length) return false;
  return timingSafeEqual(Buffer.from(given), Buffer.from(expected));
}

/** A browser's Origin must be this very site; requests without one (curl, tests) rely on the CSRF token. */
function sameOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (!origin) return true;
  try {
    return new URL(origin).host === request.host;
  } catch {
    return false;
  }
}

/**
 * Runs before body parsing and validation, so an anonymous or unauthorised caller learns nothing
 * about a route's input: session (401), same-origin proof (403 csrf.invalid), then role (403).
 */
export const accessPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request, reply) => {
    const access = request.routeOptions.config.access;
    if (!access) return;
    const mutation = !SAFE_METHODS.has(request.method);
    if (mutation && !sameOrigin(request)) throw new HttpProblem(403, 'csrf.invalid');
    const token = request.cookies[SESSION_COOKIE];
    if (token) {
      request.auth = await resolveSession(app.db, token, app.config.SESSION_TTL_HOURS);
      if (request.auth?.refreshed) setSessionCookie(request, reply, token, request.auth.expiresAt);
    }
    if (access === 'public') return;
    if (!request.auth) throw new HttpProblem(401, 'auth.required');
    if (mutation && !sameToken(request.headers['x-csrf-token'], request.auth.csrfToken)) {
      throw new HttpProblem(403, 'csrf.invalid');
    }
    if (request.auth.operator.mustChangePassword && !OPEN_BEFORE_PASSWORD_CHANGE.test(request.url)) {
      throw new HttpProblem(403, 'auth.passwordChangeRequired');
    }
    if (request.auth.operator.mustEnrolSecondFactor && !OPEN_BEFORE_PASSWORD_CHANGE.test(request.url)) {
      throw new HttpProblem(403, 'auth.secondFactorSetupRequired');
    }
    if (access !== 'session' && !can(request.auth.operator.role, access)) {
      throw new HttpProblem(403, 'auth.forbidden');
    }
  });
});

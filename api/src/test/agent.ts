import { randomUUID } from 'node:crypto';
import type { Role } from '@rihla/shared/contracts/auth';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { createSession } from '../modules/auth/session.service';
import { findOperatorByEmail } from '../modules/operators/operators.service';
import { operators } from '../modules/operators/operators.table';
import { schoolInput } from './fixtures';
import { ADMIN_EMAIL } from './test-admin';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

export interface CallOptions {
  body?: unknown;
  headers?: Record<string, string>;
  /** Leave out the CSRF header (to show it is required). */
  noCsrf?: boolean;
}

/** A signed-in browser: sends the session cookie, and the CSRF token on mutations, like the ky client. */
export class Agent {
  constructor(
    readonly app: FastifyInstance,
    readonly cookie: string,
    readonly csrfToken: string,
    readonly operatorId: string,
  ) {}

  call(method: Method, url: string, options: CallOptions = {}): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { cookie: this.cookie, ...options.headers };
    if (method !== 'GET' && !options.noCsrf) headers['x-csrf-token'] = this.csrfToken;
    const request: InjectOptions = { method, url, headers };
    if (options.body !== undefined) request.payload = options.body as InjectOptions['payload'];
    return this.app.inject(request);
  }
}

/** Signs in through the login endpoint: the password is checked at the production hash cost. */
export async function signIn(app: FastifyInstance, email: string, password: string): Promise<Agent> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email, password },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  const cookie = response.cookies.find((c) => c.name === 'rihla_session');
  const session = response.json() as { csrfToken: string; operator: { id: string } };
  return new Agent(app, `rihla_session=${cookie!.value}`, session.csrfToken, session.operator.id);
}

/**
 * A session of the operator with this email (the test administrator unless given), written as the
 * login endpoint writes it but without a password: for tests that are not about signing in, which
 * would otherwise wait about 0.5 s of scrypt per sign-in.
 */
export async function sessionOf(app: FastifyInstance, email = ADMIN_EMAIL): Promise<Agent> {
  const operator = await findOperatorByEmail(app.db, email);
  if (!operator) throw new Error(`no operator ${email}`);
  const session = await createSession(app.db, operator.id, app.config.SESSION_TTL_HOURS);
  return new Agent(app, `rihla_session=${session.token}`, session.csrfToken, operator.id);
}

/** The password `signInAs` gives the operators it creates. */
export const OPERATOR_PASSWORD = 'role-password-1';

/**
 * Creates an operator of `role` through the admin API with OPERATOR_PASSWORD and signs them in
 * through the login endpoint: for tests where that operator's password is the subject.
 */
export async function signInAs(admin: Agent, role: Role): Promise<Agent> {
  const email = `${role}-${randomUUID().slice(0, 8)}@rihla.test`;
  // A school's staff are always limited to a school (ADR 0072): one of their own.
  const schoolIds =
    role === 'school'
      ? [(await admin.call('POST', '/api/v1/schools', { body: schoolInput() })).json().id as string]
      : null;
  const created = await admin.call('POST', '/api/v1/operators', {
    body: { email, name: `مشغل ${role}`, role, password: OPERATOR_PASSWORD, schoolIds },
  });
  if (created.statusCode !== 201) throw new Error(`create operator failed: ${created.body}`);
  return signIn(admin.app, email, OPERATOR_PASSWORD);
}

/**
 * A new operator of `role` with a session and no password at all (no password matches their
 * stored value): for tests of what a role may do, not of signing in.
 */
export async function sessionAs(
  app: FastifyInstance,
  role: Role,
  email = `${role}-${randomUUID().slice(0, 8)}@rihla.test`,
): Promise<Agent> {
  // A school's staff are always limited (ADR 0072): here to a school that does not exist, so they see none.
  const schoolIds = role === 'school' ? [randomUUID()] : null;
  await app.db
    .insert(operators)
    .values({ email, name: `مشغل ${role}`, role, passwordHash: 'no-password', schoolIds });
  return sessionOf(app, email);
}

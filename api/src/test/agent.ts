import { randomUUID } from 'node:crypto';
import type { Role } from '@rihla/shared/contracts/auth';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './test-app';

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

export async function signIn(
  app: FastifyInstance,
  email = ADMIN_EMAIL,
  password = ADMIN_PASSWORD,
): Promise<Agent> {
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

/** Creates an operator of `role` through the admin API and signs them in. */
export async function signInAs(admin: Agent, role: Role): Promise<Agent> {
  const email = `${role}-${randomUUID().slice(0, 8)}@rihla.test`;
  const password = 'role-password-1';
  const created = await admin.call('POST', '/api/v1/operators', {
    body: { email, name: `مشغل ${role}`, role, password },
  });
  if (created.statusCode !== 201) throw new Error(`create operator failed: ${created.body}`);
  return signIn(admin.app, email, password);
}

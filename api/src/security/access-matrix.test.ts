import { randomUUID } from 'node:crypto';
import { ROLES, type Role } from '@rihla/shared/contracts/auth';
import type { InjectOptions } from 'fastify';
import { type Agent, sessionOf, signIn } from '../test/agent';
import { DATABASES } from '../test/databases';
import { schoolInput } from '../test/fixtures';
import { tableChecksum } from '../test/fuzz/table-checksum';
import { ADMIN_PASSWORD } from '../test/test-admin';
import { startTestApp, type TestApp } from '../test/test-app';
import { ACCESS_TABLE } from './access-table';

type Identity = Role | 'anonymous';
const IDENTITIES: Identity[] = ['anonymous', ...ROLES];

/** A malformed trip id answers the event stream at once (400) instead of opening it. */
const QUERY_FOR: Record<string, string> = { '/api/v1/monitoring/stream': '?tripId=not-an-id' };

describe.each(DATABASES)('access matrix on %s', (kind) => {
  let t: TestApp;
  const agents = {} as Record<Role, Agent>;
  const credentials = {} as Record<Role, { email: string; password: string }>;

  const signInRole = async (role: Role) => {
    // Who may call what, not signing in: a session without the password's hash cost.
    agents[role] = await sessionOf(t.app, credentials[role].email);
    return agents[role];
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    const admin = await sessionOf(t.app);
    credentials.admin = { email: 'admin@rihla.test', password: ADMIN_PASSWORD };
    agents.admin = admin;
    // A school's staff are always limited to a school (ADR 0072).
    const school = await admin.call('POST', '/api/v1/schools', { body: schoolInput() });
    for (const role of ROLES.filter((r) => r !== 'admin')) {
      credentials[role] = { email: `matrix-${role}@rihla.test`, password: `matrix-${role}-password` };
      const schoolIds = role === 'school' ? [school.json().id] : null;
      const created = await admin.call('POST', '/api/v1/operators', {
        body: { ...credentials[role], name: `مشغل ${role}`, role, schoolIds },
      });
      expect(created.statusCode, created.body).toBe(201);
      await signInRole(role);
    }
  });
  afterAll(() => t?.close());

  it('declares every endpoint the API serves, and no endpoint it does not', () => {
    const served = t.app.routeRegistry.map((route) => `${route.method} ${route.url}`).sort();
    expect(served).toEqual([...ACCESS_TABLE.keys()].sort());
  });

  it('lets each role, and no session, call exactly the endpoints the table gives them', async () => {
    let calls = 0;
    for (const [endpoint, expected] of ACCESS_TABLE) {
      const [method, path] = endpoint.split(' ') as [InjectOptions['method'], string];
      const url = path.replace(/:[A-Za-z]+/g, randomUUID()) + (QUERY_FOR[path] ?? '');
      for (const identity of IDENTITIES) {
        const response =
          identity === 'anonymous'
            ? await t.app.inject({ method, url, ...(method === 'GET' ? {} : { payload: {} }) })
            : await agents[identity].call(method as 'GET', url, method === 'GET' ? {} : { body: {} });
        calls += 1;
        const label = `${identity} ${endpoint}: ${response.statusCode} ${response.body.slice(0, 120)}`;
        if (expected === 'device') {
          // The bus's device token is the only key, checked before the (here invalid) body: a
          // session changes nothing, and no validation error reaches a caller without a token.
          expect(response.statusCode, label).toBe(401);
          expect(response.json().code, label).toBe('monitoring.deviceToken');
        } else if (expected === 'crew') {
          // Only the crew app's own session opens them: an operator's changes nothing.
          expect(response.statusCode, label).toBe(401);
          expect(response.json().code, label).toBe('crew.sessionRequired');
        } else if (expected === 'family') {
          // Only the families' app's own session opens them: an operator's changes nothing.
          expect(response.statusCode, label).toBe(401);
          expect(response.json().code, label).toBe('family.sessionRequired');
        } else if (expected === 'anyone' || (identity !== 'anonymous' && expected.includes(identity))) {
          expect([401, 403], label).not.toContain(response.statusCode);
        } else if (identity === 'anonymous') {
          expect(response.statusCode, label).toBe(401);
          expect(response.json().code, label).toBe('auth.required');
        } else {
          expect(response.statusCode, label).toBe(403);
          expect(response.json().code, label).toBe('auth.forbidden');
        }
        if (endpoint === 'POST /api/v1/auth/logout' && identity !== 'anonymous') await signInRole(identity);
      }
    }
    expect(calls).toBe(ACCESS_TABLE.size * IDENTITIES.length);
  });

  it('refuses a device call with an unknown token before reading its body', async () => {
    const devicePaths = [...ACCESS_TABLE].filter(([, expected]) => expected === 'device');
    expect(devicePaths.length).toBeGreaterThan(0);
    for (const [endpoint] of devicePaths) {
      const url = endpoint.split(' ')[1]!;
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { authorization: `Bearer ${randomUUID()}` },
        payload: { points: 'not points', scans: 42, at: 'yesterday' },
      });
      expect(response.statusCode, `${endpoint}: ${response.body}`).toBe(401);
      expect(response.json().code).toBe('monitoring.deviceToken');
    }
  });

  it('refuses every mutation from another site, and every signed-in one without its CSRF token', async () => {
    const mutations = [...ACCESS_TABLE].filter(([endpoint]) => !endpoint.startsWith('GET '));
    expect(mutations.length).toBeGreaterThan(50);
    for (const [endpoint, expected] of mutations) {
      const [method, path] = endpoint.split(' ') as ['POST', string];
      const url = path.replace(/:[A-Za-z]+/g, randomUUID());
      const crossSite = await agents.admin.call(method, url, {
        body: {},
        headers: { origin: 'https://evil.example', host: 'rihla.example' },
      });
      expect(crossSite.statusCode, `cross-site ${endpoint}`).toBe(403);
      expect(crossSite.json().code, `cross-site ${endpoint}`).toBe('csrf.invalid');
      if (!Array.isArray(expected)) continue;
      const tokenless = await agents.admin.call(method, url, { body: {}, noCsrf: true });
      expect(tokenless.statusCode, `no token ${endpoint}`).toBe(403);
      expect(tokenless.json().code, `no token ${endpoint}`).toBe('csrf.invalid');
    }
  });

  it("never shows one operator another's session token or CSRF token", async () => {
    const viewer = agents.viewer;
    const secrets = [viewer.cookie.split('=')[1]!, viewer.csrfToken];
    const lists = [...ACCESS_TABLE.keys()].filter((e) => e.startsWith('GET ') && !e.includes(':'));
    for (const endpoint of lists) {
      const path = endpoint.slice(4);
      if (QUERY_FOR[path]) continue;
      const response = await agents.admin.call('GET', path);
      for (const secret of secrets) expect(response.body, endpoint).not.toContain(secret);
    }
    const operator = await agents.admin.call('GET', `/api/v1/operators/${viewer.operatorId}`);
    expect(operator.statusCode).toBe(200);
    expect(Object.keys(operator.json())).not.toEqual(expect.arrayContaining(['csrfToken']));
    for (const secret of secrets) expect(operator.body).not.toContain(secret);
  });

  it("refuses one operator's CSRF token with another's session", async () => {
    const borrowed = await agents.dispatcher.call('POST', '/api/v1/schools', {
      body: schoolInput(),
      headers: { 'x-csrf-token': agents.admin.csrfToken },
      noCsrf: true,
    });
    expect(borrowed.statusCode).toBe(403);
    expect(borrowed.json().code).toBe('csrf.invalid');
  });

  it("ends only the caller's own session on sign-out and on a password change", async () => {
    const finance = agents.finance;
    const otherFinance = await signIn(t.app, credentials.finance.email, credentials.finance.password);
    expect((await agents.dispatcher.call('POST', '/api/v1/auth/logout')).statusCode).toBe(204);
    for (const agent of [agents.admin, finance, otherFinance, agents.viewer]) {
      expect((await agent.call('GET', '/api/v1/auth/me')).statusCode).toBe(200);
    }
    await signInRole('dispatcher');
    const changed = await finance.call('POST', '/api/v1/auth/password', {
      body: { currentPassword: credentials.finance.password, newPassword: 'matrix-finance-password-2' },
    });
    expect(changed.statusCode).toBe(204);
    credentials.finance.password = 'matrix-finance-password-2';
    expect((await otherFinance.call('GET', '/api/v1/auth/me')).statusCode).toBe(401);
    for (const agent of [agents.admin, finance, agents.dispatcher, agents.viewer]) {
      expect((await agent.call('GET', '/api/v1/auth/me')).statusCode).toBe(200);
    }
  });

  it('refuses the session of an operator the administrator deactivated', async () => {
    const email = 'matrix-leaver@rihla.test';
    const created = await agents.admin.call('POST', '/api/v1/operators', {
      body: { email, password: 'leaver-password-1', name: 'مشغل مغادر', role: 'dispatcher' },
    });
    const leaver = await signIn(t.app, email, 'leaver-password-1');
    const { id, version, name, role } = created.json();
    const deactivated = await agents.admin.call('PUT', `/api/v1/operators/${id}`, {
      body: { name, role, active: false, version },
    });
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    const after = await leaver.call('GET', '/api/v1/buses');
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('auth.required');
    await expect(signIn(t.app, email, 'leaver-password-1')).rejects.toThrow();
  });

  it('signs an operator out everywhere when the administrator sets a new password, and only them', async () => {
    const email = 'matrix-reset@rihla.test';
    const created = await agents.admin.call('POST', '/api/v1/operators', {
      body: { email, password: 'reset-password-1', name: 'مشغل منسي', role: 'viewer' },
    });
    const forgetful = await signIn(t.app, email, 'reset-password-1');
    const { id, version, name, role } = created.json();
    const reset = await agents.admin.call('PUT', `/api/v1/operators/${id}`, {
      body: { name, role, active: true, version, password: 'reset-password-2' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await forgetful.call('GET', '/api/v1/auth/me')).statusCode).toBe(401);
    expect((await agents.admin.call('GET', '/api/v1/auth/me')).statusCode).toBe(200);
    await expect(signIn(t.app, email, 'reset-password-2')).resolves.toBeDefined();
  });

  it('takes nothing on the public endpoints beyond their own fields, and stores nothing then', async () => {
    const school = await agents.admin.call('POST', '/api/v1/schools', { body: schoolInput() });
    const before = await tableChecksum(t.app.db);
    for (const path of ['/api/v1/public/packages', '/api/v1/public/schools']) {
      const extra = await t.app.inject({ method: 'GET', url: `${path}?admin=1` });
      expect(extra.statusCode, path).toBe(400);
      expect(extra.json().errors[0]).toMatchObject({ code: 'validation.unknownField' });
    }
    const withExtra = await t.app.inject({
      method: 'POST',
      url: '/api/v1/public/registration-requests',
      headers: { 'accept-language': 'en' },
      payload: {
        parentName: 'عبدالله محمد الدوسري',
        parentPhone: '0551234567',
        studentNameAr: 'سارة عبدالله الدوسري',
        grade: 4,
        schoolId: school.json().id,
        packageId: randomUUID(),
        homeLat: 24.77,
        homeLng: 46.73,
        status: 'approved',
      },
    });
    expect(withExtra.statusCode).toBe(400);
    expect(withExtra.json().errors).toContainEqual({
      path: '',
      code: 'validation.unknownField',
      message: 'Unknown field',
    });
    expect(await tableChecksum(t.app.db)).toBe(before);
  });
});

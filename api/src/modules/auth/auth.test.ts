import { randomUUID } from 'node:crypto';
import { ROLES, type Role } from '@rihla/shared/contracts/auth';
import { PERMISSIONS, type Permission } from '@rihla/shared/contracts/permissions';
import { eq } from 'drizzle-orm';
import { sha256 } from '../../lib/tokens';
import { type Agent, OPERATOR_PASSWORD, sessionOf, signIn, signInAs } from '../../test/agent';
import { DATABASES } from '../../test/databases';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../../test/test-admin';
import { startTestApp, type TestApp } from '../../test/test-app';
import { sessions } from './auth.table';

const concreteUrl = (url: string) => url.replace(/:[A-Za-z]+/g, randomUUID());

describe.each(DATABASES)('sign-in and roles on %s', (kind) => {
  let t: TestApp;
  let admin: Agent;
  const agents = {} as Record<Role, Agent>;

  beforeAll(async () => {
    // Behind a gateway (TRUST_PROXY), so X-Forwarded-Proto can show the https case.
    t = await startTestApp(kind, { TRUST_PROXY: 'true' });
    admin = await sessionOf(t.app);
    agents.admin = admin;
    for (const role of ROLES.filter((r) => r !== 'admin')) agents[role] = await signInAs(admin, role);
  });
  afterAll(() => t?.close());

  it('registers every /api/v1 route with a declared access', () => {
    const urls = t.app.routeRegistry.map((r) => `${r.method} ${r.url}`);
    expect(urls).toContain('GET /api/v1/buses');
    expect(urls).toContain('DELETE /api/v1/drivers/:id');
    expect(urls).toContain('POST /api/v1/operators');
  });

  it('answers 401 problem+json on every non-public route without a session', async () => {
    const guarded = t.app.routeRegistry.filter((r) => r.access !== 'public');
    expect(guarded.length).toBeGreaterThan(20);
    for (const route of guarded) {
      const response = await t.app.inject({ method: route.method as 'GET', url: concreteUrl(route.url) });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(response.json().code).toBe('auth.required');
    }
  });

  it('answers 403 on every route whose permission the role lacks', async () => {
    let checked = 0;
    for (const route of t.app.routeRegistry) {
      if (route.access === 'public' || route.access === 'session') continue;
      const allowed = PERMISSIONS[route.access as Permission] as readonly Role[];
      for (const role of ROLES.filter((r) => !allowed.includes(r))) {
        const response = await agents[role].call(route.method as 'GET', concreteUrl(route.url));
        expect(response.statusCode, `${role} ${route.method} ${route.url}`).toBe(403);
        expect(response.json().code).toBe('auth.forbidden');
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(20);
  });

  it('lets a role do what its permission allows', async () => {
    expect((await agents.viewer.call('GET', '/api/v1/buses')).statusCode).toBe(200);
    expect((await agents.dispatcher.call('POST', '/api/v1/buses', { body: {} })).statusCode).toBe(400);
  });

  it('refuses a mutation without the CSRF token or from another origin', async () => {
    const noToken = await admin.call('POST', '/api/v1/buses', { body: {}, noCsrf: true });
    expect(noToken.statusCode).toBe(403);
    expect(noToken.json().code).toBe('csrf.invalid');
    const crossSite = await admin.call('POST', '/api/v1/buses', {
      body: {},
      headers: { origin: 'https://evil.example', host: 'rihla.example' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json().code).toBe('csrf.invalid');
    const crossSiteLogin = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { origin: 'https://evil.example', host: 'rihla.example' },
      payload: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    });
    expect(crossSiteLogin.statusCode).toBe(403);
  });

  it('signs in with an HttpOnly SameSite=Lax cookie, answers me, and logs out server-side', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: ADMIN_EMAIL.toUpperCase(), password: ADMIN_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const cookie = login.cookies.find((c) => c.name === 'rihla_session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.secure).toBeFalsy();
    const headers = { cookie: `rihla_session=${cookie.value}` };
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers });
    expect(me.json().operator).toMatchObject({ email: ADMIN_EMAIL, role: 'admin' });
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { ...headers, 'x-csrf-token': login.json().csrfToken },
    });
    expect(logout.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers })).statusCode).toBe(401);
  });

  it('slides the session expiry forward on use and refuses an expired session', async () => {
    const agent = await sessionOf(t.app);
    const mine = eq(sessions.tokenHash, sha256(agent.cookie.split('=')[1]!));
    const anHourAgo = new Date(Date.now() - 3_600_000);
    await t.app.db
      .update(sessions)
      .set({ lastSeenAt: anHourAgo, expiresAt: new Date(Date.now() + 60_000) })
      .where(mine);
    const slid = await agent.call('GET', '/api/v1/auth/me');
    expect(new Date(slid.json().expiresAt).getTime()).toBeGreaterThan(Date.now() + 11 * 3_600_000);
    expect(slid.cookies.find((c) => c.name === 'rihla_session')).toBeDefined();
    await t.app.db.update(sessions).set({ expiresAt: anHourAgo }).where(mine);
    const expired = await agent.call('GET', '/api/v1/auth/me');
    expect(expired.statusCode).toBe(401);
    expect(expired.json().code).toBe('auth.required');
  });

  it('sets the Secure flag when the request came over https', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.cookies.find((c) => c.name === 'rihla_session')?.secure).toBe(true);
  });

  it('rate-limits failed sign-ins per email and IP with 429 and Retry-After', async () => {
    const email = 'victim@rihla.test';
    for (let attempt = 0; attempt < 5; attempt++) {
      const wrong = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email, password: 'wrong-password' },
        headers: { 'accept-language': 'en' },
      });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toMatchObject({
        code: 'auth.invalid',
        title: 'The email or password is not correct',
      });
    }
    const limited = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email, password: 'wrong-password' },
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('auth.rateLimited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(800);
    // Another address is not locked out by someone else's failures.
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email, password: 'wrong-password' },
      remoteAddress: '10.9.8.7',
    });
    expect(other.statusCode).toBe(401);
  });

  it('changes the password and signs out the operator elsewhere', async () => {
    const viewer = agents.viewer;
    const me = await viewer.call('GET', '/api/v1/auth/me');
    const email = me.json().operator.email as string;
    const elsewhere = await signIn(t.app, email, OPERATOR_PASSWORD);
    const wrong = await viewer.call('POST', '/api/v1/auth/password', {
      body: { currentPassword: 'not-it', newPassword: 'a-new-password-2' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0].path).toBe('currentPassword');
    const same = await viewer.call('POST', '/api/v1/auth/password', {
      body: { currentPassword: OPERATOR_PASSWORD, newPassword: OPERATOR_PASSWORD },
      headers: { 'accept-language': 'ar' },
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().errors).toEqual([
      expect.objectContaining({ path: 'newPassword', message: 'اختر كلمة مرور جديدة غير الحالية' }),
    ]);
    const changed = await viewer.call('POST', '/api/v1/auth/password', {
      body: { currentPassword: OPERATOR_PASSWORD, newPassword: 'a-new-password-2' },
    });
    expect(changed.statusCode).toBe(204);
    expect((await viewer.call('GET', '/api/v1/auth/me')).statusCode).toBe(200);
    expect((await elsewhere.call('GET', '/api/v1/auth/me')).statusCode).toBe(401);
    await expect(signIn(t.app, email, 'a-new-password-2')).resolves.toBeDefined();
  });
});

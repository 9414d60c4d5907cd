import { type Agent, sessionOf, signIn } from '../../test/agent';
import { DATABASES } from '../../test/databases';
import { startTestApp, type TestApp } from '../../test/test-app';

describe.each(DATABASES)('own account on %s', (kind) => {
  let t: TestApp;
  let admin: Agent;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await sessionOf(t.app);
  });
  afterAll(() => t?.close());

  async function createOperator(email: string, password: string, mustChangePassword: boolean) {
    const created = await admin.call('POST', '/api/v1/operators', {
      body: { email, name: 'سارة القحطاني', role: 'dispatcher', password, mustChangePassword },
    });
    expect(created.statusCode, created.body).toBe(201);
    return created.json();
  }

  it('remembers name, language and colour scheme on the server, for every device', async () => {
    await createOperator('prefs@rihla.test', 'first-password-1', false);
    const laptop = await signIn(t.app, 'prefs@rihla.test', 'first-password-1');
    const account = (await laptop.call('GET', '/api/v1/account')).json();
    expect(account).toMatchObject({ name: 'سارة القحطاني', locale: null, colorScheme: 'system' });
    const saved = await laptop.call('PUT', '/api/v1/account', {
      body: { name: 'سارة محمد القحطاني', locale: 'en', colorScheme: 'dark', version: account.version },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const stale = await laptop.call('PUT', '/api/v1/account', {
      body: { name: 'x y', locale: 'ar', colorScheme: 'light', version: account.version },
    });
    expect(stale.json().code).toBe('conflict.stale');

    const phone = await signIn(t.app, 'prefs@rihla.test', 'first-password-1');
    const session = (await phone.call('GET', '/api/v1/auth/me')).json();
    expect(session.operator).toMatchObject({ name: 'سارة محمد القحطاني', locale: 'en', colorScheme: 'dark' });
  });

  it('signs out the other sessions and keeps this one', async () => {
    await createOperator('sessions@rihla.test', 'first-password-1', false);
    const here = await signIn(t.app, 'sessions@rihla.test', 'first-password-1');
    const there = await signIn(t.app, 'sessions@rihla.test', 'first-password-1');
    expect((await here.call('GET', '/api/v1/account')).json().otherSessions).toBe(1);
    expect((await here.call('POST', '/api/v1/account/sign-out-others')).statusCode).toBe(204);
    expect((await there.call('GET', '/api/v1/auth/me')).statusCode).toBe(401);
    expect((await here.call('GET', '/api/v1/account')).json().otherSessions).toBe(0);
  });

  it('holds an operator with a temporary password at the password change until they choose one', async () => {
    await createOperator('temp@rihla.test', 'temporary-pass-1', true);
    const operator = await signIn(t.app, 'temp@rihla.test', 'temporary-pass-1');
    expect((await operator.call('GET', '/api/v1/auth/me')).json().operator.mustChangePassword).toBe(true);
    const blocked = await operator.call('GET', '/api/v1/buses');
    expect(blocked.json()).toMatchObject({ status: 403, code: 'auth.passwordChangeRequired' });
    const changed = await operator.call('POST', '/api/v1/auth/password', {
      body: { currentPassword: 'temporary-pass-1', newPassword: 'my-own-password-1' },
    });
    expect(changed.statusCode, changed.body).toBe(204);
    expect((await operator.call('GET', '/api/v1/buses')).statusCode).toBe(200);
    expect((await operator.call('GET', '/api/v1/auth/me')).json().operator.mustChangePassword).toBe(false);
  });

  it('limits guessing of the current password from an open session, parallel guesses included', async () => {
    await createOperator('guess@rihla.test', 'right-password-1', false);
    const operator = await signIn(t.app, 'guess@rihla.test', 'right-password-1');
    const guess = (currentPassword: string) =>
      operator.call('POST', '/api/v1/auth/password', {
        body: { currentPassword, newPassword: 'another-password-1' },
      });
    // Fewer at once than the pool's ten connections: on a loaded machine a guess waiting for a
    // connection behind five slow hashes can outwait the pool's 5 s, which is not what is tested here.
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => guess(`wrong-guess-${i}`)));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses.filter((s) => s === 400)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(3);
    const limited = answers.find((a) => a.statusCode === 429)!;
    expect(limited.json().code).toBe('auth.passwordRateLimited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Even the right password waits out the window: the limit is not a hint that a guess was right.
    expect((await guess('right-password-1')).statusCode).toBe(429);
  });
});

import { RECOVERY_CODE_COUNT } from '@rihla/shared/contracts/second-factor';
import { eq } from 'drizzle-orm';
import { generateSync } from 'otplib';
import { type Agent, sessionOf } from '../../test/agent';
import { DATABASES } from '../../test/databases';
import { startTestApp, type TestApp } from '../../test/test-app';
import { LOGIN_MAX_FAILURES } from '../auth/login-limit';
import { company } from '../company/company.table';
import { operators } from '../operators/operators.table';
import { OWN_CODE_CHECKS } from './second-factor.routes';
import { recoveryCodes, signInChallenges } from './second-factor.table';

const PASSWORD = 'second-factor-password-1';

describe.each(DATABASES)('two-step sign-in on %s', (kind) => {
  let t: TestApp;
  let admin: Agent;
  let counter = 0;
  /** Each sign-in comes from an address of its own test, so the limiter of one test leaves the others alone. */
  let address = '';

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await sessionOf(t.app);
  });
  afterAll(() => t?.close());
  beforeEach(() => {
    address = `198.51.100.${++counter}`;
  });
  afterEach(async () => {
    await t.app.db.update(company).set({ secondFactorRequired: 'optional', rememberDeviceDays: 30 });
  });

  async function newOperator(role: 'admin' | 'dispatcher' = 'admin') {
    const email = `factor-${counter}-${role}@rihla.test`;
    const created = await admin.call('POST', '/api/v1/operators', {
      body: { email, name: 'مشغل التحقق', role, password: PASSWORD },
    });
    expect(created.statusCode, created.body).toBe(201);
    return { id: created.json().id as string, email };
  }

  /** Sets up the authenticator from the operator's own session; the secret and recovery codes come back. */
  async function enrol(email: string) {
    const own = await sessionOf(t.app, email);
    const setup = await own.call('POST', '/api/v1/account/second-factor/setup');
    expect(setup.statusCode, setup.body).toBe(200);
    const { secret } = setup.json() as { secret: string };
    const confirmed = await own.call('POST', '/api/v1/account/second-factor/confirm', {
      body: { code: generateSync({ secret }) },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    return { secret, recoveryCodes: confirmed.json().recoveryCodes as string[] };
  }

  const login = (email: string, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email, password: PASSWORD },
      remoteAddress: address,
      headers: { 'accept-language': 'en', ...(cookie ? { cookie } : {}) },
    });

  const sendCode = (challenge: string, code: string, rememberDevice = false, locale = 'en') =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login/code',
      payload: { challenge, code, rememberDevice },
      remoteAddress: address,
      headers: { 'accept-language': locale },
    });

  async function challengeOf(email: string): Promise<string> {
    const answer = await login(email);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().secondFactor).toBe('required');
    expect(answer.cookies.find((c) => c.name === 'rihla_session')).toBeUndefined();
    return answer.json().challenge;
  }

  /** The step after the code: a code one step later than `secret`'s current one is a fresh code. */
  const codeAt = (secret: string, secondsFromNow: number) =>
    generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + secondsFromNow });

  /** Six digits no step near now gives. */
  const wrongCode = (secret: string) =>
    String((Number(codeAt(secret, 0)) + 500_000) % 1_000_000).padStart(6, '0');

  it('sets up an authenticator with a QR and the secret as text, confirmed by a first code, with ten recovery codes kept only as hashes', async () => {
    const { id, email } = await newOperator('dispatcher');
    const own = await sessionOf(t.app, email);
    const setup = await own.call('POST', '/api/v1/account/second-factor/setup');
    const { secret, otpauthUri, qrDataUrl } = setup.json();
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(otpauthUri).toContain(`secret=${secret}`);
    expect(qrDataUrl).toMatch(/^data:image\/png;base64,/);
    expect((await own.call('GET', '/api/v1/account')).json().secondFactor).toEqual({
      enabled: false,
      required: false,
      recoveryCodesLeft: 0,
    });

    const wrong = await own.call('POST', '/api/v1/account/second-factor/confirm', {
      body: { code: wrongCode(secret) },
      headers: { 'accept-language': 'ar' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors[0]).toMatchObject({
      path: 'code',
      message: expect.stringContaining('الرمز غير صحيح'),
    });

    const confirmed = await own.call('POST', '/api/v1/account/second-factor/confirm', {
      body: { code: codeAt(secret, 0) },
    });
    const codes = confirmed.json().recoveryCodes as string[];
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    expect((await own.call('GET', '/api/v1/account')).json().secondFactor).toMatchObject({
      enabled: true,
      recoveryCodesLeft: RECOVERY_CODE_COUNT,
    });
    const [stored] = await t.app.db
      .select({ secret: operators.totpSecret })
      .from(operators)
      .where(eq(operators.id, id));
    expect(stored?.secret).toMatch(/^v1:/);
    expect(stored?.secret).not.toContain(secret);
    const hashes = await t.app.db.select().from(recoveryCodes).where(eq(recoveryCodes.operatorId, id));
    expect(hashes.map((row) => row.codeHash)).not.toContain(codes[0]);
    const again = await own.call('POST', '/api/v1/account/second-factor/setup');
    expect(again.json().code).toBe('secondFactor.alreadyOn');
  });

  it('asks for the code after the password, opens the session with it, and takes each code once', async () => {
    const { email } = await newOperator();
    const { secret } = await enrol(email);
    const challenge = await challengeOf(email);
    const signedIn = await sendCode(challenge, codeAt(secret, 30));
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().operator.email).toBe(email);
    expect(signedIn.cookies.find((c) => c.name === 'rihla_session')).toBeDefined();

    const replay = await sendCode(await challengeOf(email), codeAt(secret, 30));
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({
      code: 'auth.codeUsed',
      title: expect.stringContaining('already used'),
    });
    // The challenge is spent by a sign-in: it opens no second session.
    expect((await sendCode(challenge, codeAt(secret, 60))).json().code).toBe('auth.challengeExpired');
  });

  it('refuses a wrong code in the request language, and the sign-in limiter counts it', async () => {
    const { email } = await newOperator();
    const { secret } = await enrol(email);
    const challenge = await challengeOf(email);
    const wrong = wrongCode(secret);
    const arabic = await sendCode(challenge, wrong, false, 'ar');
    expect(arabic.statusCode).toBe(401);
    expect(arabic.json()).toMatchObject({
      code: 'auth.codeWrong',
      title: expect.stringContaining('الرمز غير صحيح'),
    });
    // The password's attempt and the wrong codes share one count: past the limit, even the right code waits.
    for (let attempt = 3; attempt <= LOGIN_MAX_FAILURES; attempt++) {
      expect((await sendCode(challenge, wrong)).statusCode).toBe(401);
    }
    const limited = await sendCode(challenge, codeAt(secret, 0));
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('tells an expired code and an expired code step apart from a wrong code', async () => {
    const { id, email } = await newOperator();
    const { secret } = await enrol(email);
    const challenge = await challengeOf(email);
    const old = await sendCode(challenge, codeAt(secret, -300));
    expect(old.json()).toMatchObject({ code: 'auth.codeExpired', title: expect.stringContaining('expired') });
    await t.app.db
      .update(signInChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(signInChallenges.operatorId, id));
    const late = await sendCode(challenge, codeAt(secret, 30));
    expect(late.statusCode).toBe(401);
    expect(late.json()).toMatchObject({
      code: 'auth.challengeExpired',
      title: expect.stringContaining('password again'),
    });
  });

  it('takes a recovery code once, however it is typed', async () => {
    const { email } = await newOperator();
    const { recoveryCodes: codes } = await enrol(email);
    const typed = codes[0]!.toLowerCase().replace('-', ' ');
    expect((await sendCode(await challengeOf(email), typed)).statusCode).toBe(200);
    const reused = await sendCode(await challengeOf(email), codes[0]!);
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toMatchObject({
      code: 'auth.recoveryCodeUsed',
      title: expect.stringContaining('once'),
    });
    const own = await sessionOf(t.app, email);
    expect((await own.call('GET', '/api/v1/account')).json().secondFactor.recoveryCodesLeft).toBe(
      RECOVERY_CODE_COUNT - 1,
    );
  });

  it('skips the code on a remembered device while the company remembers devices, and never with 0 days', async () => {
    const { email } = await newOperator();
    const { secret, recoveryCodes: codes } = await enrol(email);
    const remembered = await sendCode(await challengeOf(email), codeAt(secret, 30), true);
    const device = remembered.cookies.find((c) => c.name === 'rihla_device');
    expect(device?.httpOnly).toBe(true);
    const cookie = `rihla_device=${device!.value}`;
    const direct = await login(email, cookie);
    expect(direct.json().operator.email).toBe(email);
    // Another operator on the same device still owes a code.
    const other = await newOperator('dispatcher');
    await enrol(other.email);
    expect((await login(other.email, cookie)).json().secondFactor).toBe('required');

    await t.app.db.update(company).set({ rememberDeviceDays: 0 });
    expect((await login(email, cookie)).json().secondFactor).toBe('required');
    const none = await sendCode(await challengeOf(email), codes[0]!, true);
    expect(none.cookies.find((c) => c.name === 'rihla_device')).toBeUndefined();
  });

  it('leads an administrator without a factor to set one up before anything else when the company requires it', async () => {
    const { email } = await newOperator('admin');
    const dispatcher = await newOperator('dispatcher');
    await t.app.db.update(company).set({ secondFactorRequired: 'admins' });
    // The administrator who made them has no factor either: held at the door like any other.
    expect((await admin.call('GET', '/api/v1/buses')).json().code).toBe('auth.secondFactorSetupRequired');
    const signedIn = await login(email);
    expect(signedIn.json().operator.mustEnrolSecondFactor).toBe(true);
    const cookie = signedIn.cookies.find((c) => c.name === 'rihla_session')!;
    const own = await sessionOf(t.app, email);
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/v1/buses',
      headers: { cookie: `rihla_session=${cookie.value}`, 'accept-language': 'en' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('auth.secondFactorSetupRequired');
    expect((await own.call('GET', '/api/v1/account')).json().secondFactor.required).toBe(true);
    // Under 'admins' a dispatcher may go without; under 'everyone' not.
    expect((await login(dispatcher.email)).json().operator.mustEnrolSecondFactor).toBe(false);
    await t.app.db.update(company).set({ secondFactorRequired: 'everyone' });
    expect((await login(dispatcher.email)).json().operator.mustEnrolSecondFactor).toBe(true);

    await enrol(email);
    expect((await own.call('GET', '/api/v1/buses')).statusCode).toBe(200);
    expect((await own.call('GET', '/api/v1/auth/me')).json().operator.mustEnrolSecondFactor).toBe(false);
  });

  it('lets an administrator reset another operator’s second factor, in the audit log', async () => {
    const { id, email } = await newOperator('dispatcher');
    await enrol(email);
    const dispatcher = await sessionOf(t.app, email);
    const forbidden = await dispatcher.call('POST', `/api/v1/operators/${id}/second-factor/reset`);
    expect(forbidden.statusCode).toBe(403);
    expect((await admin.call('GET', `/api/v1/operators/${id}`)).json().secondFactor).toBe(true);

    const reset = await admin.call('POST', `/api/v1/operators/${id}/second-factor/reset`);
    expect(reset.statusCode, reset.body).toBe(204);
    expect((await admin.call('GET', `/api/v1/operators/${id}`)).json().secondFactor).toBe(false);
    const history = (await admin.call('GET', `/api/v1/operators/${id}/history`)).json();
    const entry = history.items.find(
      (item: { before: { secondFactor?: boolean } | null; after: { secondFactor?: boolean } | null }) =>
        item.before?.secondFactor === true && item.after?.secondFactor === false,
    );
    expect(entry?.actorId).toBe(admin.operatorId);
    expect(JSON.stringify(history)).not.toMatch(/v1:[A-Za-z0-9+/=]+:/);
    expect((await login(email)).json().operator.email).toBe(email);
    expect(await t.app.db.select().from(recoveryCodes).where(eq(recoveryCodes.operatorId, id))).toEqual([]);
  });
  it('gives new recovery codes after a current code, and the old ones stop working, in the audit log', async () => {
    const { id, email } = await newOperator('dispatcher');
    const { secret, recoveryCodes: old } = await enrol(email);
    const own = await sessionOf(t.app, email);
    const wrong = await own.call('POST', '/api/v1/account/second-factor/recovery-codes', {
      body: { code: 'AAAAA-BBBBB' },
      headers: { 'accept-language': 'en' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual([
      expect.objectContaining({
        path: 'code',
        code: 'auth.codeWrong',
        message: expect.stringContaining('not correct'),
      }),
    ]);
    const fresh = await own.call('POST', '/api/v1/account/second-factor/recovery-codes', {
      body: { code: codeAt(secret, 30) },
    });
    expect(fresh.statusCode, fresh.body).toBe(200);
    const codes = fresh.json().recoveryCodes as string[];
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(codes.some((code) => old.includes(code))).toBe(false);
    expect((await sendCode(await challengeOf(email), old[0]!)).json().code).toBe('auth.codeWrong');
    expect((await sendCode(await challengeOf(email), codes[0]!)).statusCode).toBe(200);
    const history = (await admin.call('GET', `/api/v1/operators/${id}/history`)).json();
    expect(history.items[0]).toMatchObject({
      action: 'update',
      actorId: own.operatorId,
      before: { secondFactor: true, recoveryCodesLeft: RECOVERY_CODE_COUNT },
      after: { secondFactor: true, recoveryCodesLeft: RECOVERY_CODE_COUNT },
    });
  });

  it('turns one’s own second factor off after a current code, unless the company requires it of them', async () => {
    const { id, email } = await newOperator('dispatcher');
    const { recoveryCodes: codes } = await enrol(email);
    const own = await sessionOf(t.app, email);
    await t.app.db.update(company).set({ secondFactorRequired: 'everyone' });
    const refused = await own.call('POST', '/api/v1/account/second-factor/turn-off', {
      body: { code: codes[0] },
      headers: { 'accept-language': 'ar' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'auth.secondFactorRequiredForYou',
      title: expect.stringContaining('تشترط إعدادات الشركة'),
    });
    // Administrators only: a dispatcher may turn it off.
    await t.app.db.update(company).set({ secondFactorRequired: 'admins' });
    const wrong = await own.call('POST', '/api/v1/account/second-factor/turn-off', { body: { code: '' } });
    expect(wrong.statusCode).toBe(400);
    const off = await own.call('POST', '/api/v1/account/second-factor/turn-off', {
      body: { code: codes[0] },
    });
    expect(off.statusCode, off.body).toBe(204);
    // The administrator reading it has no factor of their own: the company requires none again.
    await t.app.db.update(company).set({ secondFactorRequired: 'optional' });
    expect((await admin.call('GET', `/api/v1/operators/${id}`)).json().secondFactor).toBe(false);
    expect((await login(email)).json().operator.email).toBe(email);
    expect(await t.app.db.select().from(recoveryCodes).where(eq(recoveryCodes.operatorId, id))).toEqual([]);
    const history = (await admin.call('GET', `/api/v1/operators/${id}/history`)).json();
    expect(history.items[0]).toMatchObject({
      actorId: own.operatorId,
      before: { secondFactor: true },
      after: { secondFactor: false, recoveryCodesLeft: 0 },
    });
    const again = await own.call('POST', '/api/v1/account/second-factor/turn-off', {
      body: { code: codes[1] },
    });
    expect(again.json().code).toBe('auth.secondFactorNotOn');
  });

  it('stops a session guessing codes to take the factor off, in the request language', async () => {
    const { email } = await newOperator('dispatcher');
    await enrol(email);
    const own = await sessionOf(t.app, email);
    for (let guess = 0; guess < OWN_CODE_CHECKS.max; guess += 1) {
      const wrong = await own.call('POST', '/api/v1/account/second-factor/turn-off', {
        body: { code: String(100_000 + guess) },
      });
      expect(wrong.statusCode).toBe(422);
    }
    const stopped = await own.call('POST', '/api/v1/account/second-factor/recovery-codes', {
      body: { code: '123456' },
      headers: { 'accept-language': 'en' },
    });
    expect(stopped.statusCode).toBe(429);
    expect(stopped.headers['retry-after']).toBeDefined();
    expect(stopped.json()).toMatchObject({
      code: 'auth.codeRateLimited',
      title: expect.stringContaining('Too many codes'),
    });
  });
});

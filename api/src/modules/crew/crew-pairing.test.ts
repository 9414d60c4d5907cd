import { CREW_PAIRING_ALPHABET } from '@rihla/shared/contracts/crew';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type Agent, sessionOf } from '../../test/agent';
import { DATABASES } from '../../test/databases';
import { driverInput } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';
import { crewPairings } from './crew.table';
import { PAIRING_TRIES_PER_ADDRESS, PAIRINGS_PER_MEMBER } from './crew-pairing.service';

describe.each(DATABASES)('crew pairing by QR on %s (no SMS provider)', (kind) => {
  let t: TestApp;
  let app: FastifyInstance;
  let admin: Agent;
  let counter = 0;

  beforeAll(async () => {
    t = await startTestApp(kind);
    app = t.app;
    admin = await sessionOf(app);
  });
  afterAll(() => t?.close());

  const addMember = async (role: 'driver' | 'attendant' = 'driver') => {
    counter += 1;
    const phone = `05${String(70_000_000 + counter).padStart(8, '0')}`;
    const created = await admin.call('POST', '/api/v1/drivers', {
      body: driverInput({
        phone,
        role,
        ...(role === 'attendant' ? { licenseNumber: null, licenseExpiry: null } : {}),
      }),
    });
    expect(created.statusCode, created.body).toBe(201);
    return { id: created.json().id as string, phone };
  };
  const setStatus = async (member: { id: string; phone: string }, status: 'inactive' | 'suspended') => {
    const stored = await admin.call('GET', `/api/v1/drivers/${member.id}`);
    const updated = await admin.call('PUT', `/api/v1/drivers/${member.id}`, {
      body: {
        ...driverInput({ phone: member.phone, status }),
        nationalId: stored.json().nationalId,
        version: stored.json().version,
      },
    });
    expect(updated.statusCode, updated.body).toBe(200);
  };
  const issue = (driverId: string, language = 'ar') =>
    admin.call('POST', `/api/v1/drivers/${driverId}/crew-pairings`, {
      headers: { 'accept-language': language },
    });
  const pair = (code: string, ip = '10.9.0.1') =>
    app.inject({ method: 'POST', url: '/api/v1/crew/auth/pair', payload: { code }, remoteAddress: ip });

  it('gives the app link for the QR and the code, and the phone that opens it is signed in once', async () => {
    const member = await addMember();
    const issued = await issue(member.id, 'en');
    expect(issued.statusCode, issued.body).toBe(201);
    const { code, link, expiresAt } = issued.json();
    expect(code).toMatch(new RegExp(`^[${CREW_PAIRING_ALPHABET}]{10}$`));
    // The address the console was reached at (PUBLIC_URL when set), in its language.
    expect(link).toBe(`http://localhost:80/en/crew/pair#${code}`);
    const minutes = (Date.parse(expiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(4.9);
    expect(minutes).toBeLessThanOrEqual(5);
    // Only its hash is kept.
    const rows = await app.db.select().from(crewPairings).where(eq(crewPairings.driverId, member.id));
    expect(JSON.stringify(rows)).not.toContain(code);
    const history = await admin.call('GET', `/api/v1/drivers/${member.id}/history`);
    expect(JSON.stringify(history.json())).toContain('crewPairing');
    // The Arabic console links the Arabic app.
    expect((await issue(member.id)).json().link).toMatch(/\/crew\/pair#/);

    const member2 = await addMember('attendant');
    const second = (await issue(member2.id)).json().code as string;
    // Typed as shown (a dash, lower case, spaces) it is the same code.
    const signedIn = await pair(` ${second.slice(0, 5).toLowerCase()}-${second.slice(5)} `);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().member).toMatchObject({ id: member2.id, role: 'attendant' });
    const cookie = signedIn.cookies.find((c) => c.name === 'rihla_crew')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/v1/crew' });
    const me = await app.inject({
      url: '/api/v1/crew/me',
      headers: { cookie: `rihla_crew=${cookie.value}` },
    });
    expect(me.json().member.id).toBe(member2.id);
    // The same session as a code's: listed and revocable on the driver's page.
    const sessions = await admin.call('GET', `/api/v1/drivers/${member2.id}/crew-sessions`);
    expect(sessions.json().items).toHaveLength(1);

    const again = await pair(second);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({
      code: 'crew.pairingUsed',
      title: 'رمز الربط استُخدم من قبل: اطلب من المشرف رمزًا جديدًا',
    });
  });

  it('refuses a replaced, cancelled, expired, unknown or malformed code, each with its reason', async () => {
    const member = await addMember();
    const first = (await issue(member.id)).json();
    const second = (await issue(member.id)).json();
    expect((await pair(first.code)).json().code).toBe('crew.pairingRevoked');

    const cancelled = await admin.call('DELETE', `/api/v1/drivers/${member.id}/crew-pairings/${second.id}`);
    expect(cancelled.statusCode, cancelled.body).toBe(204);
    const afterCancel = await pair(second.code);
    expect(afterCancel.statusCode).toBe(401);
    expect(afterCancel.json().code).toBe('crew.pairingRevoked');
    expect(
      (await admin.call('DELETE', `/api/v1/drivers/${member.id}/crew-pairings/${second.id}`)).statusCode,
    ).toBe(404);

    const third = (await issue(member.id)).json();
    await app.db
      .update(crewPairings)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(crewPairings.id, third.id));
    expect((await pair(third.code)).json()).toMatchObject({
      code: 'crew.pairingExpired',
      title: 'انتهت صلاحية رمز الربط: اطلب من المشرف رمزًا جديدًا',
    });

    expect((await pair('ABCDEFGHJK')).json().code).toBe('crew.pairingInvalid');
    const malformed = await pair('12O');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors[0]).toMatchObject({ path: 'code' });
    expect(
      (await admin.call('POST', `/api/v1/drivers/${crypto.randomUUID()}/crew-pairings`)).statusCode,
    ).toBe(404);
  });

  it('refuses a deactivated member, before the code and after it', async () => {
    const member = await addMember();
    const live = (await issue(member.id)).json();
    await setStatus(member, 'inactive');
    const refused = await pair(live.code);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('crew.memberInactive');
    const notIssued = await issue(member.id, 'en');
    expect(notIssued.statusCode).toBe(409);
    expect(notIssued.json()).toMatchObject({
      code: 'crew.memberInactive',
      title: 'This crew member is not active: see the dispatcher',
    });
  });

  it('limits the codes per member and the tries per address', async () => {
    const member = await addMember();
    for (let i = 0; i < PAIRINGS_PER_MEMBER; i += 1) expect((await issue(member.id)).statusCode).toBe(201);
    const tooMany = await issue(member.id);
    expect(tooMany.statusCode).toBe(429);
    expect(tooMany.json().code).toBe('crew.tooManyPairings');

    const other = await addMember();
    const good = (await issue(other.id)).json().code as string;
    for (let i = 0; i < PAIRING_TRIES_PER_ADDRESS; i += 1) {
      expect((await pair('ABCDEFGHJK', '10.9.9.9')).statusCode).toBe(401);
    }
    const blocked = await pair(good, '10.9.9.9');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('crew.tooManyPairingTries');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Another address still pairs with it: the blocked try did not use it up.
    expect((await pair(good, '10.9.9.10')).statusCode).toBe(200);
  });
});

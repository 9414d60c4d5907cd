import type { FastifyInstance } from 'fastify';
import { CODES_PER_ADDRESS, CODES_PER_PHONE, WRONG_TRIES_PER_CODE } from '../../lib/phone-sign-in';
import type { Agent } from '../../test/agent';
import { crewTestApp } from '../../test/crew-sign-in';
import { DATABASES } from '../../test/databases';
import { busInput, driverInput, schoolInput, stopInput, studentInput } from '../../test/fixtures';
import type { HttpReceiver } from '../../test/http-receiver';
import { startTestApp } from '../../test/test-app';
import { crewCodes } from './crew.table';

describe.each(DATABASES)('crew sign-in on %s', (kind) => {
  const crew = crewTestApp(kind);
  const { askCode, verify, lastCodeTo, crewCookie } = crew;
  let app: FastifyInstance;
  let admin: Agent;
  let sms: HttpReceiver;
  let phoneCounter = 0;

  /** A crew member with a phone of their own; `status` as given. */
  const addMember = async (overrides: { role?: 'driver' | 'attendant'; status?: string } = {}) => {
    phoneCounter += 1;
    const phone = `05${String(60_000_000 + phoneCounter).padStart(8, '0')}`;
    const created = await admin.call('POST', '/api/v1/drivers', {
      body: driverInput({
        phone,
        role: overrides.role ?? 'driver',
        ...(overrides.role === 'attendant' ? { licenseNumber: null, licenseExpiry: null } : {}),
      }),
    });
    expect(created.statusCode, created.body).toBe(201);
    return { id: created.json().id as string, phone, e164: `+966${phone.slice(1)}`, version: 1 };
  };

  beforeAll(() => {
    app = crew.app();
    admin = crew.admin();
    sms = crew.sms();
  });

  it('sends a six-digit code in the asker language and signs the phone in with it, once', async () => {
    const member = await addMember();
    const asked = await askCode(member.phone, '10.0.0.1', 'en');
    expect(asked.statusCode, asked.body).toBe(202);
    const message = sms.received.at(-1)!.body as { to: string; channel: string; body: string };
    expect(message).toMatchObject({ to: member.e164, channel: 'sms' });
    expect(message.body).toMatch(/^Rihla crew sign-in code: \d{6}/);
    const code = lastCodeTo(member.e164);
    // Only its hash is kept.
    const rows = await app.db.select().from(crewCodes);
    expect(JSON.stringify(rows)).not.toContain(code);

    const signedIn = await verify(member.phone, code);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().member).toMatchObject({ id: member.id, role: 'driver', phone: member.e164 });
    const cookie = signedIn.cookies.find((c) => c.name === 'rihla_crew')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/v1/crew' });
    const me = await app.inject({ url: '/api/v1/crew/me', headers: { cookie: crewCookie(signedIn) } });
    expect(me.statusCode).toBe(200);
    expect(me.json().member.id).toBe(member.id);
    // The shift's length (CREW_SESSION_HOURS, 14 by default).
    const hours = (Date.parse(me.json().expiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(13.9);
    expect(hours).toBeLessThanOrEqual(14);

    const again = await verify(member.phone, code);
    expect(again.statusCode).toBe(401);
    expect(again.json().code).toBe('crew.codeInvalid');
  });

  it('answers an unknown or inactive phone as it answers a member, and sends it nothing', async () => {
    const inactive = await addMember({ status: 'active' });
    const stored = await admin.call('GET', `/api/v1/drivers/${inactive.id}`);
    const update = await admin.call('PUT', `/api/v1/drivers/${inactive.id}`, {
      body: { ...driverInput({ phone: inactive.phone, status: 'inactive' }), version: stored.json().version },
    });
    expect(update.statusCode, update.body).toBe(200);
    const before = sms.received.length;
    expect((await askCode('0599999999', '10.0.0.2')).statusCode).toBe(202);
    expect((await askCode(inactive.phone, '10.0.0.2')).statusCode).toBe(202);
    expect(sms.received.length).toBe(before);
    expect((await verify('0599999999', '123456')).json().code).toBe('crew.codeInvalid');
  });

  it('kills a code after wrong tries and refuses an expired one, in Arabic by default', async () => {
    const member = await addMember({ role: 'attendant' });
    await askCode(member.phone, '10.0.0.3');
    const code = lastCodeTo(member.e164);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < WRONG_TRIES_PER_CODE; i += 1) {
      const answer = await verify(member.phone, wrong);
      expect(answer.statusCode).toBe(401);
      expect(answer.json().title).toBe('الرمز غير صحيح أو انتهت صلاحيته، اطلب رمزًا جديدًا');
    }
    expect((await verify(member.phone, code)).statusCode).toBe(401);

    await askCode(member.phone, '10.0.0.3');
    const fresh = lastCodeTo(member.e164);
    await app.db.update(crewCodes).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await verify(member.phone, fresh)).statusCode).toBe(401);
    const badFormat = await verify(member.phone, '12ab');
    expect(badFormat.statusCode).toBe(400);
    expect(badFormat.json().errors[0]).toMatchObject({ path: 'code', message: 'الرمز ستة أرقام' });
  });

  it('limits the codes sent per phone and per address', async () => {
    const member = await addMember();
    for (let i = 0; i < CODES_PER_PHONE; i += 1) {
      expect((await askCode(member.phone, `10.1.0.${i}`)).statusCode).toBe(202);
    }
    const refused = await askCode(member.phone, '10.1.0.9');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('crew.tooManyCodes');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    for (let i = 0; i < CODES_PER_ADDRESS; i += 1) {
      expect((await askCode(`0598${String(100_000 + i)}`, '10.2.0.1')).statusCode).toBe(202);
    }
    expect((await askCode('0598200000', '10.2.0.1')).statusCode).toBe(429);
  });

  it('lists the sessions on the driver page, revokes one, and ends all when the member is deactivated', async () => {
    const member = await addMember();
    const cookies: string[] = [];
    for (const ip of ['10.3.0.1', '10.3.0.2']) {
      await askCode(member.phone, ip);
      const signedIn = await verify(member.phone, lastCodeTo(member.e164));
      expect(signedIn.statusCode).toBe(200);
      cookies.push(crewCookie(signedIn));
    }
    const listed = await admin.call('GET', `/api/v1/drivers/${member.id}/crew-sessions`);
    expect(listed.statusCode).toBe(200);
    const items = listed.json().items as { id: string }[];
    expect(items).toHaveLength(2);

    const revoked = await admin.call('DELETE', `/api/v1/drivers/${member.id}/crew-sessions/${items[1]!.id}`);
    expect(revoked.statusCode, revoked.body).toBe(204);
    const history = await admin.call('GET', `/api/v1/drivers/${member.id}/history`);
    expect(JSON.stringify(history.json())).toContain('crewSession');
    const statuses = [];
    for (const cookie of cookies) {
      statuses.push((await app.inject({ url: '/api/v1/crew/me', headers: { cookie } })).statusCode);
    }
    expect(statuses.sort()).toEqual([200, 401]);
    expect(
      (await admin.call('DELETE', `/api/v1/drivers/${member.id}/crew-sessions/${items[1]!.id}`)).statusCode,
    ).toBe(404);

    const stored = await admin.call('GET', `/api/v1/drivers/${member.id}`);
    await admin.call('PUT', `/api/v1/drivers/${member.id}`, {
      body: { ...driverInput({ phone: member.phone, status: 'suspended' }), version: stored.json().version },
    });
    for (const cookie of cookies) {
      const me = await app.inject({ url: '/api/v1/crew/me', headers: { cookie } });
      expect(me.statusCode).toBe(401);
      expect(me.json().code).toBe('crew.sessionRequired');
    }
  });

  it('shows each member their trips of today, stops in order, riders with guardian and absence', async () => {
    const driver = await addMember();
    const attendant = await addMember({ role: 'attendant' });
    const attendantName = 'منيرة سالم الدوسري';
    const attendantRow = await admin.call('GET', `/api/v1/drivers/${attendant.id}`);
    await admin.call('PUT', `/api/v1/drivers/${attendant.id}`, {
      body: {
        ...driverInput({
          phone: attendant.phone,
          role: 'attendant',
          licenseNumber: null,
          licenseExpiry: null,
        }),
        nationalId: attendantRow.json().nationalId,
        fullName: attendantName,
        version: attendantRow.json().version,
      },
    });
    const schoolId = (await admin.call('POST', '/api/v1/schools', { body: schoolInput() })).json()
      .id as string;
    const stopIds: string[] = [];
    for (const lat of [24.7, 24.71]) {
      stopIds.push(
        (await admin.call('POST', '/api/v1/stops', { body: stopInput({ lat, lng: 46.7 }) })).json().id,
      );
    }
    const parent = await admin.call('POST', '/api/v1/parents', {
      body: { name: 'نورة سعد القحطاني', phone: '0561234500', nationalId: '1012345672' },
    });
    expect(parent.statusCode, parent.body).toBe(201);
    const riders: string[] = [];
    for (const overrides of [
      { parentId: parent.json().id, specialNeeds: 'حساسية من الفول السوداني' },
      { grade: 5 },
    ]) {
      const created = await admin.call('POST', '/api/v1/students', {
        body: studentInput(schoolId, overrides),
      });
      expect(created.statusCode, created.body).toBe(201);
      riders.push(created.json().id);
    }
    const today = app.operatorsToday();
    const absence = await admin.call('POST', `/api/v1/students/${riders[1]}/absences`, {
      body: { fromDate: today, toDate: today, reason: 'مريض' },
    });
    expect(absence.statusCode, absence.body).toBe(201);
    const busId = (await admin.call('POST', '/api/v1/buses', { body: busInput() })).json().id as string;
    const trip = await admin.call('POST', '/api/v1/trips', {
      body: {
        name: 'الملز صباحًا',
        direction: 'to_school',
        schoolId,
        busId,
        driverId: driver.id,
        attendantId: attendant.id,
        date: today,
        departureTime: '06:30',
        stops: [
          { stopId: stopIds[1], plannedTime: '06:30', studentIds: [riders[0]] },
          { stopId: stopIds[0], plannedTime: '06:45', studentIds: [riders[1]] },
        ],
      },
    });
    expect(trip.statusCode, trip.body).toBe(201);
    // The trip keeps the picked record and shows its name.
    expect(trip.json()).toMatchObject({ attendantId: attendant.id, attendantName });

    const todayOf = async (member: typeof driver) => {
      await askCode(member.phone, `10.5.0.${phoneCounter}`);
      const signedIn = await verify(member.phone, lastCodeTo(member.e164));
      const answer = await app.inject({
        url: '/api/v1/crew/today',
        headers: { cookie: crewCookie(signedIn) },
      });
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.headers['cache-control']).toBe('private, no-store');
      return answer.json();
    };
    const seenByDriver = await todayOf(driver);
    expect(seenByDriver.date).toBe(today);
    expect(seenByDriver.trips).toHaveLength(1);
    const [manifest] = seenByDriver.trips;
    expect(manifest).toMatchObject({ name: 'الملز صباحًا', as: 'driver', departureTime: '06:30' });
    expect(manifest.stops.map((stop: { stopId: string }) => stop.stopId)).toEqual([stopIds[1], stopIds[0]]);
    expect(manifest.stops[0].riders).toEqual([
      expect.objectContaining({
        id: riders[0],
        grade: 3,
        specialNeeds: 'حساسية من الفول السوداني',
        guardianName: 'نورة سعد القحطاني',
        guardianPhone: '+966561234500',
        absent: false,
      }),
    ]);
    expect(manifest.stops[1].riders).toEqual([
      expect.objectContaining({ id: riders[1], guardianPhone: null, absent: true }),
    ]);

    // The attendant picked on the trip: the trip is on their phone too.
    const seenByAttendant = await todayOf(attendant);
    expect(seenByAttendant.trips.map((t: { id: string; as: string }) => [t.id, t.as])).toEqual([
      [manifest.id, 'attendant'],
    ]);
    // Someone else's phone sees none of it.
    expect((await todayOf(await addMember())).trips).toEqual([]);
    expect((await app.inject({ url: '/api/v1/crew/today' })).statusCode).toBe(401);
  });

  it('signs out the phone itself', async () => {
    const member = await addMember();
    await askCode(member.phone, '10.4.0.1');
    const signedIn = await verify(member.phone, lastCodeTo(member.e164));
    const cookie = crewCookie(signedIn);
    const out = await app.inject({ method: 'POST', url: '/api/v1/crew/auth/logout', headers: { cookie } });
    expect(out.statusCode).toBe(204);
    expect((await app.inject({ url: '/api/v1/crew/me', headers: { cookie } })).statusCode).toBe(401);
  });
});

describe('crew sign-in without an SMS provider', () => {
  it('says so, in the asker language', async () => {
    const t = await startTestApp('pglite');
    try {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/v1/crew/auth/code',
        payload: { phone: '0501234567' },
        headers: { 'accept-language': 'en' },
      });
      expect(answer.statusCode).toBe(422);
      expect(answer.json()).toMatchObject({ code: 'crew.noSmsProvider' });
      expect(answer.json().title).toContain('pairing code');
    } finally {
      await t.close();
    }
  });
});

import { type Agent, sessionAs, sessionOf } from '../../test/agent';
import { DATABASES } from '../../test/databases';
import { schoolInput } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';

describe.each(DATABASES)('schools on %s', (kind) => {
  let t: TestApp;
  let admin: Agent;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await sessionOf(t.app);
  });
  afterAll(() => t?.close());

  it('creates, reads, updates and deletes a school, each change audited', async () => {
    const created = await admin.call('POST', '/api/v1/schools', { body: schoolInput({ gender: 'girls' }) });
    expect(created.statusCode, created.body).toBe(201);
    const school = created.json();
    expect(school).toMatchObject({ gender: 'girls', startTime: '06:45', active: true, version: 1 });
    const updated = await admin.call('PUT', `/api/v1/schools/${school.id}`, {
      body: { ...schoolInput(), nameEn: 'Renamed School', version: 1 },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ nameEn: 'Renamed School', version: 2 });
    const stale = await admin.call('PUT', `/api/v1/schools/${school.id}`, {
      body: { ...schoolInput(), version: 1 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('conflict.stale');
    const removed = await admin.call('DELETE', `/api/v1/schools/${school.id}?version=2`);
    expect(removed.statusCode).toBe(204);
    const history = await admin.call('GET', `/api/v1/schools/${school.id}/history`);
    expect(history.json().items.map((e: { action: string }) => e.action)).toEqual([
      'delete',
      'update',
      'create',
    ]);
  });

  it('finds a school by its Arabic name however the alef and taa marbuta are written', async () => {
    const school = (
      await admin.call('POST', '/api/v1/schools', {
        body: schoolInput({ nameAr: 'مدرسة الإمام الشافعي المتوسطة', nameEn: 'Imam Al-Shafii Intermediate' }),
      })
    ).json();
    for (const q of ['الامام الشافعي', 'مدرسه', 'shafii']) {
      const found = await admin.call('GET', `/api/v1/schools?q=${encodeURIComponent(q)}`);
      expect(
        found.json().items.map((s: { id: string }) => s.id),
        q,
      ).toContain(school.id);
    }
  });

  it('rejects a bell time that is not HH:MM and coordinates off the globe, in the asked language', async () => {
    const response = await admin.call('POST', '/api/v1/schools', {
      body: schoolInput({ startTime: '7am', lat: 124 }),
      headers: { 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(400);
    const byPath = Object.fromEntries(
      response.json().errors.map((e: { path: string; message: string }) => [e.path, e.message]),
    );
    expect(byPath.startTime).toBe('Enter the time as hours:minutes, e.g. 06:45');
    expect(byPath.lat).toBe('Latitude is between -90 and 90');
  });

  it('refuses a school day that ends before it starts, on create and update, in both languages', async () => {
    const reversed = schoolInput({ startTime: '12:30', endTime: '06:45' });
    const arabic = await admin.call('POST', '/api/v1/schools', {
      body: reversed,
      headers: { 'accept-language': 'ar' },
    });
    expect(arabic.statusCode).toBe(400);
    expect(arabic.json().errors).toEqual([
      expect.objectContaining({ path: 'endTime', message: 'يجب أن ينتهي اليوم الدراسي بعد بدايته' }),
    ]);
    const school = (await admin.call('POST', '/api/v1/schools', { body: schoolInput() })).json();
    const english = await admin.call('PUT', `/api/v1/schools/${school.id}`, {
      body: { ...schoolInput({ endTime: schoolInput().startTime }), version: 1 },
      headers: { 'accept-language': 'en' },
    });
    expect(english.statusCode).toBe(400);
    expect(english.json().errors).toEqual([
      expect.objectContaining({ path: 'endTime', message: 'The school day must end after it starts' }),
    ]);
  });

  it('lets every role read schools and stops, and only administrators change them (ADR 0042)', async () => {
    const finance = await sessionAs(admin.app, 'finance');
    expect((await finance.call('GET', '/api/v1/schools')).statusCode).toBe(200);
    expect((await finance.call('POST', '/api/v1/schools', { body: schoolInput() })).statusCode).toBe(403);
    const dispatcher = await sessionAs(admin.app, 'dispatcher');
    expect((await dispatcher.call('GET', '/api/v1/schools')).statusCode).toBe(200);
    expect((await dispatcher.call('GET', '/api/v1/stops')).statusCode).toBe(200);
    expect((await dispatcher.call('POST', '/api/v1/schools', { body: schoolInput() })).statusCode).toBe(403);
    const school = await admin.call('POST', '/api/v1/schools', { body: schoolInput() });
    expect(school.statusCode).toBe(201);
    const stop = { nameAr: 'محطة', nameEn: 'Stop', lat: 24.7, lng: 46.7, schoolIds: [school.json().id] };
    expect((await dispatcher.call('POST', '/api/v1/stops', { body: stop })).statusCode).toBe(403);
    expect(
      (await dispatcher.call('PUT', `/api/v1/schools/${school.json().id}`, { body: school.json() }))
        .statusCode,
    ).toBe(403);
    expect((await admin.call('POST', '/api/v1/stops', { body: stop })).statusCode).toBe(201);
  });

  it('keeps the grades a school teaches in order, without repeats, and refuses a grade past twelve', async () => {
    const created = await admin.call('POST', '/api/v1/schools', {
      body: schoolInput({ nameEn: 'Grades School', grades: [9, 7, 8, 7] }),
    });
    expect(created.json().grades).toEqual([7, 8, 9]);
    const bad = await admin.call('POST', '/api/v1/schools', { body: schoolInput({ grades: [13] }) });
    expect(bad.json()).toMatchObject({
      status: 400,
      errors: [{ path: 'grades.0', code: 'validation.grade' }],
    });
  });
});

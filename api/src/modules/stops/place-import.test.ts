import { randomUUID } from 'node:crypto';
import { type Agent, signIn, signInAs } from '../../test/agent';
import { DATABASES } from '../../test/databases';
import { schoolInput, stopInput } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';

describe.each(DATABASES)('school and stop import on %s', (kind) => {
  let t: TestApp;
  let admin: Agent;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await signIn(t.app);
  });
  afterAll(() => t?.close());

  it('imports 1 000 schools in one request, each with its history', async () => {
    const rows = Array.from({ length: 1000 }, (_, i) =>
      schoolInput({ nameAr: `مدرسة مستوردة ${i}`, nameEn: `Imported school ${i}`, grades: [3, 1, 2] }),
    );
    const response = await admin.call('POST', '/api/v1/schools/import', { body: { rows } });
    expect(response.statusCode, response.body.slice(0, 500)).toBe(201);
    expect(response.json()).toEqual({ imported: 1000 });
    const found = (
      await admin.call('GET', `/api/v1/schools?q=${encodeURIComponent('مدرسة مستوردة 999')}&pageSize=5`)
    ).json();
    expect(found.items[0]).toMatchObject({ nameEn: 'Imported school 999', grades: [1, 2, 3] });
    const history = (await admin.call('GET', `/api/v1/schools/${found.items[0].id}/history`)).json();
    expect(history.items).toEqual([expect.objectContaining({ action: 'create' })]);
  });

  it('stores no school when one row is wrong, and names the row and field', async () => {
    const before = (await admin.call('GET', '/api/v1/schools?pageSize=1')).json().total;
    const response = await admin.call('POST', '/api/v1/schools/import', {
      body: { rows: [schoolInput(), schoolInput({ startTime: '25:00' })] },
      headers: { 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      expect.objectContaining({ path: 'rows.1.startTime', code: 'validation.timeOfDay' }),
    ]);
    expect((await admin.call('GET', '/api/v1/schools?pageSize=1')).json().total).toBe(before);
  });

  it('imports stops with the schools they serve, and refuses a row naming a school that does not exist', async () => {
    const school = (await admin.call('POST', '/api/v1/schools', { body: schoolInput() })).json();
    const good = await admin.call('POST', '/api/v1/stops/import', {
      body: { rows: [stopInput({ schoolIds: [school.id] }), stopInput()] },
    });
    expect(good.statusCode, good.body.slice(0, 500)).toBe(201);
    expect(good.json()).toEqual({ imported: 2 });
    const served = (await admin.call('GET', `/api/v1/stops?schoolId=${school.id}`)).json();
    expect(served.total).toBe(1);

    const before = (await admin.call('GET', '/api/v1/stops?pageSize=1')).json().total;
    const bad = await admin.call('POST', '/api/v1/stops/import', {
      body: { rows: [stopInput({ schoolIds: [school.id] }), stopInput({ schoolIds: [randomUUID()] })] },
      headers: { 'accept-language': 'en' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([
      expect.objectContaining({ path: 'rows.1.schoolIds', code: 'validation.missingReference' }),
    ]);
    expect((await admin.call('GET', '/api/v1/stops?pageSize=1')).json().total).toBe(before);
  });

  it('refuses a viewer', async () => {
    const viewer = await signInAs(admin, 'viewer');
    const response = await viewer.call('POST', '/api/v1/stops/import', { body: { rows: [stopInput()] } });
    expect(response.statusCode).toBe(403);
  });
});

import { type Agent, sessionOf } from '../../test/agent';
import { DATABASES } from '../../test/databases';
import { schoolInput, studentInput } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';

describe.each(DATABASES)('parents on %s', (kind) => {
  let t: TestApp;
  let admin: Agent;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await sessionOf(t.app);
  });
  afterAll(() => t?.close());

  const parentBody = (overrides = {}) => ({
    name: 'نورة سعد القحطاني',
    phone: '0561234500',
    email: 'Noura@Example.sa',
    nationalId: '1012345672',
    address: 'حي النرجس، الرياض',
    contacts: [
      { kind: 'guardian', name: 'سعد محمد القحطاني', relation: 'الأب', phone: '0561234501', nationalId: '' },
      {
        kind: 'pickup',
        name: 'فهد سعد القحطاني',
        relation: 'الأخ الأكبر',
        phone: '0561234502',
        nationalId: null,
      },
    ],
    ...overrides,
  });

  it('keeps guardians, pick-up people and children with the parent', async () => {
    const created = await admin.call('POST', '/api/v1/parents', { body: parentBody() });
    expect(created.statusCode, created.body).toBe(201);
    const parent = created.json();
    expect(parent).toMatchObject({ phone: '+966561234500', email: 'noura@example.sa', balanceHalalas: 0 });
    expect(parent.contacts.map((c: { kind: string }) => c.kind)).toEqual(['guardian', 'pickup']);

    const schoolId = (await admin.call('POST', '/api/v1/schools', { body: schoolInput() })).json().id;
    const child = await admin.call('POST', '/api/v1/students', {
      body: studentInput(schoolId, { parentId: parent.id }),
    });
    expect(child.json().parent).toMatchObject({ id: parent.id, name: 'نورة سعد القحطاني' });
    const found = (await admin.call('GET', `/api/v1/parents/${parent.id}`)).json();
    expect(found.children.map((c: { id: string }) => c.id)).toEqual([child.json().id]);

    const updated = await admin.call('PUT', `/api/v1/parents/${parent.id}`, {
      body: { ...parentBody(), version: parent.version, contacts: [] },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().contacts).toEqual([]);
    const found2 = (await admin.call('GET', `/api/v1/parents?q=${encodeURIComponent('نوره')}`)).json();
    expect(found2.items.map((p: { id: string }) => p.id)).toEqual([parent.id]);
  });

  it('names a phone already on file, and a bad contact phone', async () => {
    await admin.call('POST', '/api/v1/parents', {
      body: parentBody({ phone: '0561234599', nationalId: null }),
    });
    const taken = await admin.call('POST', '/api/v1/parents', {
      body: parentBody({ phone: '0561234599', nationalId: null }),
      headers: { 'accept-language': 'en' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual([
      { path: 'phone', code: 'families.phoneTaken', message: 'This mobile number belongs to another parent' },
    ]);
    const bad = await admin.call('POST', '/api/v1/parents', {
      body: parentBody({
        phone: '0561234598',
        nationalId: null,
        contacts: [{ kind: 'pickup', name: 'سائق', relation: 'سائق', phone: '123' }],
      }),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { path: string }) => e.path)).toEqual(['contacts.0.phone']);
  });
});

import { type Agent, signIn } from '../../test/agent';
import { DATABASES } from '../../test/databases';
import { startTestApp, type TestApp } from '../../test/test-app';

describe.each(DATABASES)('operators on %s', (kind) => {
  let t: TestApp;
  let admin: Agent;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await signIn(t.app);
  });
  afterAll(() => t?.close());

  it('creates, lists, updates and deletes an operator, never exposing the hash', async () => {
    const body = {
      email: 'Dispatch@Rihla.test',
      name: 'نورة الدوسري',
      role: 'dispatcher',
      password: 'long-password-1',
    };
    const created = await admin.call('POST', '/api/v1/operators', { body });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ email: 'dispatch@rihla.test', role: 'dispatcher', active: true });
    expect(created.body).not.toContain('scrypt');
    const taken = await admin.call('POST', '/api/v1/operators', { body });
    expect(taken.json()).toMatchObject({ status: 409, code: 'operators.emailTaken' });

    const list = await admin.call('GET', '/api/v1/operators?role=dispatcher');
    expect(list.json().items.map((o: { email: string }) => o.email)).toEqual(['dispatch@rihla.test']);

    const dispatcher = await signIn(t.app, 'dispatch@rihla.test', 'long-password-1');
    const id = created.json().id;
    const disabled = await admin.call('PUT', `/api/v1/operators/${id}`, {
      body: { name: 'نورة الدوسري', role: 'viewer', active: false, version: 1 },
    });
    expect(disabled.json()).toMatchObject({ role: 'viewer', active: false, version: 2 });
    // A disabled operator's sessions end at once.
    expect((await dispatcher.call('GET', '/api/v1/auth/me')).statusCode).toBe(401);

    expect((await admin.call('DELETE', `/api/v1/operators/${id}?version=2`)).statusCode).toBe(204);
    expect((await admin.call('GET', `/api/v1/operators/${id}`)).statusCode).toBe(404);
    const history = await admin.call('GET', `/api/v1/operators/${id}/history`);
    expect(history.json().items.map((e: { action: string }) => e.action)).toEqual([
      'delete',
      'update',
      'create',
    ]);
    expect(JSON.stringify(history.json())).not.toContain('scrypt');
  });

  it('does not let an admin delete, demote or disable their own account', async () => {
    const self = await admin.call('GET', `/api/v1/operators/${admin.operatorId}`);
    const demote = await admin.call('PUT', `/api/v1/operators/${admin.operatorId}`, {
      body: { name: 'x admin', role: 'viewer', active: true, version: self.json().version },
    });
    expect(demote.json().code).toBe('operators.self');
    const remove = await admin.call(
      'DELETE',
      `/api/v1/operators/${admin.operatorId}?version=${self.json().version}`,
    );
    expect(remove.json().code).toBe('operators.self');
  });
});

import { and, eq, notInArray } from 'drizzle-orm';
import { type Agent, sessionOf, signIn } from '../../test/agent';
import { DATABASES } from '../../test/databases';
import { startTestApp, type TestApp } from '../../test/test-app';
import { operators } from './operators.table';

describe.each(DATABASES)('operators on %s', (kind) => {
  let t: TestApp;
  let admin: Agent;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await sessionOf(t.app);
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

  it('never leaves the company without an active administrator, even when two admins demote each other at once', async () => {
    const bootstrap = eq(operators.id, admin.operatorId);
    for (let round = 0; round < 5; round++) {
      const pair = await Promise.all(
        ['p', 'q'].map(async (who) => {
          const email = `admin-${who}-${round}@rihla.test`;
          const created = await admin.call('POST', '/api/v1/operators', {
            body: { email, name: `مدير ${who}`, role: 'admin', password: 'pair-admin-pass-1' },
          });
          return { operator: created.json(), agent: await signIn(t.app, email, 'pair-admin-pass-1') };
        }),
      );
      const [p, q] = pair as [(typeof pair)[0], (typeof pair)[0]];
      // Leave exactly these two as the company's administrators while they race.
      await t.app.db
        .update(operators)
        .set({ role: 'viewer' })
        .where(notInArray(operators.id, [p.operator.id, q.operator.id]));
      const demote = (by: typeof p, target: typeof p) =>
        by.agent.call('PUT', `/api/v1/operators/${target.operator.id}`, {
          body: {
            name: target.operator.name,
            role: 'viewer',
            active: true,
            version: target.operator.version,
          },
        });
      const answers = await Promise.all([demote(p, q), demote(q, p)]);
      const admins = await t.app.db
        .select({ id: operators.id })
        .from(operators)
        .where(and(eq(operators.role, 'admin'), eq(operators.active, true)));
      expect(admins).toHaveLength(1);
      // The loser is refused either by the last-admin guard (it passed the role check while the winner
      // held the lock) or by the role check itself (it arrived after the winner had demoted it).
      const [won, lost] = [...answers].sort((a, b) => a.statusCode - b.statusCode);
      expect(won!.statusCode).toBe(200);
      expect([403, 409]).toContain(lost!.statusCode);
      if (lost!.statusCode === 409) expect(lost!.json().code).toBe('operators.lastAdmin');
      await t.app.db.update(operators).set({ role: 'admin' }).where(bootstrap);
    }
  });

  it('sets a temporary password that the operator must change at the next sign-in', async () => {
    const created = await admin.call('POST', '/api/v1/operators', {
      body: {
        email: 'forgot@rihla.test',
        name: 'ناسي كلمة المرور',
        role: 'finance',
        password: 'first-password-1',
      },
    });
    const old = await signIn(t.app, 'forgot@rihla.test', 'first-password-1');
    const reset = await admin.call('PUT', `/api/v1/operators/${created.json().id}`, {
      body: {
        name: 'ناسي كلمة المرور',
        role: 'finance',
        active: true,
        password: 'temporary-pass-9',
        mustChangePassword: true,
        version: created.json().version,
      },
    });
    expect(reset.json()).toMatchObject({ mustChangePassword: true });
    expect((await old.call('GET', '/api/v1/auth/me')).statusCode).toBe(401);
    const fresh = await signIn(t.app, 'forgot@rihla.test', 'temporary-pass-9');
    expect((await fresh.call('GET', '/api/v1/invoices')).json().code).toBe('auth.passwordChangeRequired');
  });
});

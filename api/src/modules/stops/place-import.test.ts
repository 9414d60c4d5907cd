import { randomUUID } from 'node:crypto';
import { count, eq, like, sql } from 'drizzle-orm';
import { auditLog } from '../../db/audit.table';
import { idempotencyKeys } from '../../db/idempotency.table';
import { type Agent, sessionAs, sessionOf } from '../../test/agent';
import { DATABASES } from '../../test/databases';
import { schoolInput, stopInput } from '../../test/fixtures';
import { finishOrder } from '../../test/reads-during';
import { startTestApp, type TestApp } from '../../test/test-app';
import { schools } from '../schools/schools.table';

describe.each(DATABASES)('school and stop import on %s', (kind) => {
  let t: TestApp;
  let admin: Agent;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await sessionOf(t.app);
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

  /** Sends `work` and, the moment it first writes, three reads; answers the order they finished in. */
  async function readsDuring(work: () => Promise<{ statusCode: number; body: string }>) {
    const { order, response } = await finishOrder(t.app, admin, work, [
      '/api/v1/schools?pageSize=5',
      '/api/v1/stops?pageSize=5',
      '/api/v1/auth/me',
    ]);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(201);
    return order;
  }

  it('answers other requests while 10 000 schools and then 10 000 stops are imported', async () => {
    const schoolRows = Array.from({ length: 10_000 }, (_, i) =>
      schoolInput({ nameAr: `مدرسة كبيرة ${i}`, nameEn: `Bulk school ${i}` }),
    );
    // Before the fix both imports held PGlite in one transaction: every read finished after them.
    expect(
      (
        await readsDuring(() => admin.call('POST', '/api/v1/schools/import', { body: { rows: schoolRows } }))
      ).at(-1),
    ).toBe('write');
    const [schoolId] = (await admin.call('GET', '/api/v1/schools?pageSize=1'))
      .json()
      .items.map((s: { id: string }) => s.id);
    const stopRows = Array.from({ length: 10_000 }, (_, i) =>
      stopInput({ nameAr: `موقف كبير ${i}`, nameEn: `Bulk stop ${i}`, schoolIds: [schoolId] }),
    );
    expect(
      (await readsDuring(() => admin.call('POST', '/api/v1/stops/import', { body: { rows: stopRows } }))).at(
        -1,
      ),
    ).toBe('write');
  });

  it('keeps nothing of an import whose later chunk fails', async () => {
    const db = t.app.db;
    const transaction = db.transaction.bind(db);
    let chunks = 0;
    const spy = vi.spyOn(db, 'transaction').mockImplementation(((run, config) => {
      // The import's chunks only: the server's background work opens transactions of its own meanwhile.
      if (new Error().stack?.includes('insertInCommits')) chunks += 1;
      if (chunks === 3) {
        chunks += 1;
        return Promise.reject(new Error('the database went away'));
      }
      return transaction(run, config);
    }) as typeof db.transaction);
    const rows = Array.from({ length: 1_000 }, (_, i) =>
      schoolInput({ nameAr: `مدرسة فاشلة ${i}`, nameEn: `Failed school ${i}` }),
    );
    const response = await admin.call('POST', '/api/v1/schools/import', { body: { rows } });
    spy.mockRestore();
    expect(response.statusCode).toBe(500);
    const [left] = await db
      .select({ n: count() })
      .from(schools)
      .where(like(schools.nameEn, 'Failed school %'));
    expect(left!.n).toBe(0);
    const [history] = await db
      .select({ n: count() })
      .from(auditLog)
      .where(sql`${auditLog.after}::text like '%Failed school%'`);
    expect(history!.n).toBe(0);
  });

  it('tells a repeat of an unanswered import when to come back, and runs it once the claim is abandoned', async () => {
    const body = { rows: [schoolInput({ nameEn: 'Claimed school' })] };
    const headers = { 'idempotency-key': `claim-${randomUUID()}` };
    const first = await admin.call('POST', '/api/v1/schools/import', { body, headers });
    expect(first.statusCode).toBe(201);
    // As a process that died before answering leaves it: the claim kept, no answer, 2 minutes old.
    const claimedAgo = (minutes: number) =>
      t.app.db
        .update(idempotencyKeys)
        .set({ status: null, body: null, createdAt: new Date(Date.now() - minutes * 60_000) })
        .where(eq(idempotencyKeys.key, headers['idempotency-key']));
    await claimedAgo(2);
    const held = await admin.call('POST', '/api/v1/schools/import', { body, headers });
    expect(held.statusCode).toBe(409);
    expect(held.json().code).toBe('idempotency.inProgress');
    // The claim is abandoned 15 minutes after it was taken: 13 minutes from now.
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(12 * 60);
    expect(Number(held.headers['retry-after'])).toBeLessThanOrEqual(13 * 60);

    await claimedAgo(16);
    const rerun = await admin.call('POST', '/api/v1/schools/import', { body, headers });
    expect(rerun.statusCode).toBe(201);
    expect(rerun.headers['idempotent-replayed']).toBeUndefined();
  });

  it('refuses a viewer', async () => {
    const viewer = await sessionAs(admin.app, 'viewer');
    const response = await viewer.call('POST', '/api/v1/stops/import', { body: { rows: [stopInput()] } });
    expect(response.statusCode).toBe(403);
  });
});

import { count, eq, like, sql } from 'drizzle-orm';
import { auditLog } from '../../db/audit.table';
import { type Agent, sessionOf } from '../../test/agent';
import { DATABASES } from '../../test/databases';
import { schoolInput } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';
import { studentImportRows, students } from './students.table';

describe.each(DATABASES)('student import staging on %s', (kind) => {
  let t: TestApp;
  let admin: Agent;
  let schoolId: string;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await sessionOf(t.app);
    schoolId = (await admin.call('POST', '/api/v1/schools', { body: schoolInput() })).json().id;
  });
  afterAll(() => t?.close());

  const rows = (length: number, tag: string) =>
    Array.from({ length }, (_, i) => ({
      nameAr: `طالب ${tag} ${i}`,
      nameEn: `Student ${tag} ${i}`,
      schoolId,
      grade: 1 + (i % 12),
      homeLat: 24.7,
      homeLng: 46.7,
      specialNeeds: '',
      parentName: i % 2 ? `ولي أمر ${tag} ${i}` : '',
      parentPhone: i % 2 ? `05${tag}${String(i).padStart(7, '0')}` : null,
    }));
  const stagedRows = async () => (await t.app.db.select({ n: count() }).from(studentImportRows))[0]!.n;
  const studentsOf = async (tag: string) =>
    (
      await t.app.db
        .select({ n: count() })
        .from(students)
        .where(like(students.nameEn, `Student ${tag} %`))
    )[0]!.n;

  it('answers other requests while a 10 000-row import runs, and stores every row with its audit', async () => {
    // Other operators' reads are sent the moment the import starts writing (its first insert or
    // transaction; the server's background work writes too, and does not count).
    const db = t.app.db;
    const insert = db.insert.bind(db);
    const transaction = db.transaction.bind(db);
    let startWriting = () => {};
    const startedWriting = new Promise<void>((resolve) => {
      startWriting = resolve;
    });
    const byTheImport = () => /student-import\.(routes|service)/.test(new Error().stack ?? '');
    const spies = [
      vi.spyOn(db, 'insert').mockImplementation(((table) => {
        if (byTheImport()) startWriting();
        return insert(table);
      }) as typeof db.insert),
      vi.spyOn(db, 'transaction').mockImplementation(((work, config) => {
        if (byTheImport()) startWriting();
        return transaction(work, config);
      }) as typeof db.transaction),
    ];
    const finished: string[] = [];
    const importing = admin
      .call('POST', '/api/v1/students/import', { body: { rows: rows(10_000, '1') } })
      .then((response) => {
        finished.push('import');
        return response;
      });
    await startedWriting;
    for (const spy of spies) spy.mockRestore();
    const reads = ['/api/v1/schools?pageSize=5', '/api/v1/students?pageSize=5', '/api/v1/auth/me'].map(
      (url) =>
        admin.call('GET', url).then((response) => {
          finished.push(url);
          return response.statusCode;
        }),
    );
    expect(await Promise.all(reads)).toEqual([200, 200, 200]);
    const imported = await importing;
    expect(imported.statusCode, imported.body.slice(0, 300)).toBe(201);
    expect(imported.json()).toEqual({ imported: 10_000, parentsCreated: 5_000, subscribed: 0 });
    // Every read was answered before the import finished: none waited for it.
    expect(finished.at(-1)).toBe('import');

    expect(await studentsOf('1')).toBe(10_000);
    const audited = await t.app.db
      .select({ entityType: auditLog.entityType, n: count() })
      .from(auditLog)
      .where(eq(auditLog.requestId, imported.headers['x-request-id'] as string))
      .groupBy(auditLog.entityType);
    expect(Object.fromEntries(audited.map((a) => [a.entityType, a.n]))).toEqual({
      parent: 5_000,
      student: 10_000,
    });
    expect(await stagedRows()).toBe(0);
  });

  it('keeps the student snapshot of the history the same as a single create writes it', async () => {
    const imported = await admin.call('POST', '/api/v1/students/import', { body: { rows: rows(2, '2') } });
    const [history] = await t.app.db
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(
        sql`${auditLog.requestId} = ${imported.headers['x-request-id'] as string} and entity_type = 'student'`,
      )
      .limit(1);
    const student = (await admin.call('GET', `/api/v1/students/${history!.after!.id}`)).json();
    for (const key of ['id', 'nameAr', 'schoolId', 'grade', 'parentId', 'createdAt', 'status']) {
      expect(history!.after![key], key).toEqual(student[key]);
    }
  });

  it('stores one import for a repeated Idempotency-Key and leaves no staged rows behind', async () => {
    const headers = { 'idempotency-key': `import-${kind}` };
    const body = { rows: rows(700, '3') };
    const first = await admin.call('POST', '/api/v1/students/import', { body, headers });
    const again = await admin.call('POST', '/api/v1/students/import', { body, headers });
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await studentsOf('3')).toBe(700);
    expect(await stagedRows()).toBe(0);
  });

  it('undoes the chunks already published when a later one fails, and a repeat of the key runs afresh', async () => {
    const transaction = t.app.db.transaction.bind(t.app.db);
    let chunks = 0;
    const spy = vi.spyOn(t.app.db, 'transaction').mockImplementation(((work, config) => {
      // The import's publishing commits only: the server's background work opens transactions of its own meanwhile.
      const stack = new Error().stack ?? '';
      if (!stack.includes('at importStudents') || stack.includes('at undoImport'))
        return transaction(work, config);
      chunks += 1;
      // Two chunks commit; the third fails.
      if (chunks === 3) return Promise.reject(new Error('disk full'));
      return transaction(work, config);
    }) as typeof t.app.db.transaction);
    const parentsBefore = (await admin.call('GET', '/api/v1/parents?pageSize=1')).json().total;
    const headers = { 'idempotency-key': `failing-${kind}` };
    const body = { rows: rows(1_000, '5') };
    const failed = await admin.call('POST', '/api/v1/students/import', { body, headers });
    spy.mockRestore();
    expect(failed.statusCode).toBe(500);
    expect(chunks).toBe(3);
    expect(await studentsOf('5')).toBe(0);
    expect((await admin.call('GET', '/api/v1/parents?pageSize=1')).json().total).toBe(parentsBefore);
    expect(await stagedRows()).toBe(0);

    const again = await admin.call('POST', '/api/v1/students/import', { body, headers });
    expect(again.statusCode).toBe(201);
    expect(await studentsOf('5')).toBe(1_000);
  });

  it('undoes an import whose process died while publishing, on the next import', async () => {
    const importId = '00000000-0000-4000-8000-000000000001';
    const studentId = '00000000-0000-4000-8000-000000000002';
    await t.app.db.insert(studentImportRows).values({
      importId,
      position: 0,
      requestId: 'died',
      studentId,
      nameAr: 'طالب يتيم',
      nameEn: 'Orphan row',
      schoolId,
      grade: 1,
      stagedAt: new Date(Date.now() - 2 * 3_600_000),
    });
    await t.app.db
      .insert(students)
      .values({ id: studentId, nameAr: 'طالب يتيم', nameEn: 'Orphan row', schoolId, grade: 1 });
    await admin.call('POST', '/api/v1/students/import', { body: { rows: rows(1, '4') } });
    expect(await stagedRows()).toBe(0);
    expect((await admin.call('GET', `/api/v1/students/${studentId}`)).statusCode).toBe(404);
    expect(await studentsOf('4')).toBe(1);
  });
});

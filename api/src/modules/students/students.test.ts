import { randomUUID } from 'node:crypto';
import { type Agent, sessionAs, sessionOf } from '../../test/agent';
import { DATABASES } from '../../test/databases';
import { schoolInput, stopInput, studentInput } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';
import { studentAbsences, students } from './students.table';

describe.each(DATABASES)('students on %s', (kind) => {
  let t: TestApp;
  let admin: Agent;
  let schoolId: string;
  let stopId: string;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await sessionOf(t.app);
    schoolId = (await admin.call('POST', '/api/v1/schools', { body: schoolInput() })).json().id;
    stopId = (await admin.call('POST', '/api/v1/stops', { body: stopInput() })).json().id;
  });
  afterAll(() => t?.close());

  it("checks the student's gender against the school's, and lists, filters and exports it", async () => {
    const school = async (gender: 'boys' | 'girls' | 'mixed') =>
      (await admin.call('POST', '/api/v1/schools', { body: schoolInput({ gender }) })).json().id as string;
    const [boys, girls, mixed] = [await school('boys'), await school('girls'), await school('mixed')];
    const refused = await admin.call('POST', '/api/v1/students', {
      body: studentInput(boys, { gender: 'girl' }),
      headers: { 'accept-language': 'en' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      expect.objectContaining({
        path: 'gender',
        code: 'students.genderMismatch',
        message: expect.stringMatching(/boys' school takes boys/),
      }),
    ]);
    const girl = await admin.call('POST', '/api/v1/students', { body: studentInput(girls) });
    expect(girl.statusCode, girl.body).toBe(201);
    expect(girl.json().gender).toBe('girl');
    const unknown = await admin.call('POST', '/api/v1/students', { body: studentInput(mixed) });
    expect(unknown.json().gender).toBeNull();
    const boy = await admin.call('POST', '/api/v1/students', {
      body: studentInput(mixed, { gender: 'boy' }),
    });
    expect(boy.statusCode, boy.body).toBe(201);
    // Moving the girl to the boys' school is refused on the same field.
    const moved = await admin.call('PUT', `/api/v1/students/${girl.json().id}`, {
      body: {
        ...studentInput(boys, { nameAr: girl.json().nameAr, gender: 'girl' }),
        version: girl.json().version,
      },
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().errors[0]).toMatchObject({ path: 'gender', code: 'students.genderMismatch' });

    const listed = (await admin.call('GET', `/api/v1/students?schoolId=${mixed}&gender=boy`)).json();
    expect(listed.items.map((s: { id: string }) => s.id)).toEqual([boy.json().id]);
    const csv = (await admin.call('GET', `/api/v1/students/export.csv?schoolId=${girls}&lang=en`)).body;
    expect(csv).toContain('Gender');
    expect(csv).toContain(',Girl,');
  });

  it('shows the school and home stop by name with the student', async () => {
    const created = await admin.call('POST', '/api/v1/students', {
      body: studentInput(schoolId, { homeStopId: stopId, homeLat: 24.8, homeLng: 46.6 }),
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      school: { id: schoolId },
      homeStop: { id: stopId },
      status: 'active',
      homeLat: 24.8,
    });
  });

  it('finds إبراهيم when it is typed ابراهيم, and فاطمة as فاطمه', async () => {
    const ibrahim = (
      await admin.call('POST', '/api/v1/students', {
        body: studentInput(schoolId, { nameAr: 'إبراهيم سعد الحربي', nameEn: 'Ibrahim Saad Al-Harbi' }),
      })
    ).json();
    const fatimah = (
      await admin.call('POST', '/api/v1/students', {
        body: studentInput(schoolId, { nameAr: 'فاطمة علي القحطاني', nameEn: 'Fatimah Ali Al-Qahtani' }),
      })
    ).json();
    const ids = async (q: string) =>
      (await admin.call('GET', `/api/v1/students?q=${encodeURIComponent(q)}`))
        .json()
        .items.map((s: { id: string }) => s.id);
    expect(await ids('ابراهيم')).toEqual([ibrahim.id]);
    expect(await ids('فاطمه')).toEqual([fatimah.id]);
    expect(await ids('AL-HARBI')).toEqual([ibrahim.id]);
  });

  it('keeps the asked order when searching', async () => {
    for (const [nameAr, grade] of [
      ['باسل مرتب', 5],
      ['أحمد مرتب', 2],
      ['تالا مرتب', 9],
    ] as const) {
      await admin.call('POST', '/api/v1/students', { body: studentInput(schoolId, { nameAr, grade }) });
    }
    const names = async (sort: string) =>
      (await admin.call('GET', `/api/v1/students?q=${encodeURIComponent('مرتب')}&sort=${sort}`))
        .json()
        .items.map((s: { nameAr: string }) => s.nameAr);
    expect(await names('nameAr:asc')).toEqual(['أحمد مرتب', 'باسل مرتب', 'تالا مرتب']);
    expect(await names('grade:desc')).toEqual(['تالا مرتب', 'باسل مرتب', 'أحمد مرتب']);
    expect(await names('createdAt:desc')).toEqual(['تالا مرتب', 'أحمد مرتب', 'باسل مرتب']);
  });

  it('sorts Arabic names by their folded form, so every alef form sorts as ا', async () => {
    for (const nameAr of ['أحمد ترتيب', 'إبراهيم ترتيب', 'ابتسام ترتيب']) {
      await admin.call('POST', '/api/v1/students', { body: studentInput(schoolId, { nameAr }) });
    }
    const names = async (query: string) =>
      (await admin.call('GET', `/api/v1/students?${query}&pageSize=100`))
        .json()
        .items.map((s: { nameAr: string }) => s.nameAr)
        .filter((name: string) => name.endsWith('ترتيب'));
    // By code point the order would be the reverse: أ (U+0623), إ (U+0625), ا (U+0627).
    const folded = ['ابتسام ترتيب', 'إبراهيم ترتيب', 'أحمد ترتيب'];
    expect(await names('sort=nameAr:asc')).toEqual(folded);
    expect(await names(`q=${encodeURIComponent('ترتيب')}&sort=nameAr:asc`)).toEqual(folded);
    expect(await names('sort=nameAr:desc')).toEqual([...folded].reverse());
  });

  it('counts a search up to 1 000 matches and shows an estimate above that', async () => {
    await t.app.db.insert(students).values(
      Array.from({ length: 1_050 }, (_, i) => ({
        nameAr: `سلمى كثير ${i}`,
        nameEn: `Salma Many ${i}`,
        schoolId,
        grade: 3,
      })),
    );
    const list = async (q: string) =>
      (await admin.call('GET', `/api/v1/students?q=${encodeURIComponent(q)}`)).json();
    const many = await list('سلمى كثير');
    expect(many.totalEstimated).toBe(true);
    expect(many.total).toBeGreaterThan(1_000);
    expect(many.items).toHaveLength(20);
    const few = await list('سلمى كثير 104');
    expect(few.totalEstimated).toBe(false);
    expect(few.total).toBe(11);
    expect(few.items.map((s: { nameEn: string }) => s.nameEn)).toContain('Salma Many 1049');
  });

  it('leaves students marked absent out of the riders of that day only', async () => {
    const student = (
      await admin.call('POST', '/api/v1/students', { body: studentInput(schoolId, { homeStopId: stopId }) })
    ).json();
    await t.app.db
      .insert(studentAbsences)
      .values({ studentId: student.id, fromDate: '2027-02-01', toDate: '2027-02-03', reason: 'سفر' });
    const riding = async (date: string) =>
      (await admin.call('GET', `/api/v1/students?homeStopId=${stopId}&ridingOn=${date}`))
        .json()
        .items.map((s: { id: string }) => s.id);
    expect(await riding('2027-02-02')).not.toContain(student.id);
    expect(await riding('2027-02-04')).toContain(student.id);
  });

  it('names the field when the school or stop does not exist', async () => {
    const response = await admin.call('POST', '/api/v1/students', {
      body: studentInput(randomUUID()),
      headers: { 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      {
        path: 'schoolId',
        code: 'validation.missingReference',
        message: 'The chosen item does not exist; it may have been deleted',
      },
    ]);
  });

  it('refuses to delete a school that still has students', async () => {
    const school = (await admin.call('GET', `/api/v1/schools/${schoolId}`)).json();
    const response = await admin.call('DELETE', `/api/v1/schools/${schoolId}?version=${school.version}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('conflict.inUse');
  });

  it('keeps a rider card number in upper case, one card per active student', async () => {
    const holder = await admin.call('POST', '/api/v1/students', {
      body: studentInput(schoolId, { cardNumber: ' 04a1-b2c3 ' }),
    });
    expect(holder.statusCode, holder.body).toBe(201);
    expect(holder.json().cardNumber).toBe('04A1-B2C3');
    const taken = await admin.call('POST', '/api/v1/students', {
      body: studentInput(schoolId, { cardNumber: '04A1-B2C3' }),
      headers: { 'accept-language': 'en' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual([
      {
        path: 'cardNumber',
        code: 'students.cardNumberTaken',
        message: 'This card number belongs to another student',
      },
    ]);
    const junk = await admin.call('POST', '/api/v1/students', {
      body: studentInput(schoolId, { cardNumber: 'بطاقة ١٢' }),
      headers: { 'accept-language': 'ar' },
    });
    expect(junk.statusCode).toBe(400);
    expect(junk.json().errors).toMatchObject([{ path: 'cardNumber', code: 'validation.cardNumber' }]);
    expect(junk.json().errors[0].message).toMatch(/رقم البطاقة/);
    // An inactive student's card may go to a new rider; reactivating the old one then collides.
    const old = holder.json();
    const retired = await admin.call('PUT', `/api/v1/students/${old.id}`, {
      body: { ...studentInput(schoolId, { cardNumber: old.cardNumber }), status: 'inactive', version: 1 },
    });
    expect(retired.statusCode, retired.body).toBe(200);
    const next = await admin.call('POST', '/api/v1/students', {
      body: studentInput(schoolId, { cardNumber: '04a1-b2c3' }),
    });
    expect(next.statusCode, next.body).toBe(201);
    const back = await admin.call('PUT', `/api/v1/students/${old.id}`, {
      body: { ...studentInput(schoolId, { cardNumber: old.cardNumber }), status: 'active', version: 2 },
    });
    expect(back.statusCode).toBe(409);
    expect(back.json().code).toBe('students.cardNumberTaken');
  });

  it('lets finance read students but not change them', async () => {
    const finance = await sessionAs(admin.app, 'finance');
    expect((await finance.call('GET', '/api/v1/students')).statusCode).toBe(200);
    expect(
      (await finance.call('POST', '/api/v1/students', { body: studentInput(schoolId) })).statusCode,
    ).toBe(403);
  });
});

describe.each(DATABASES)('student absences on %s', (kind) => {
  let t: TestApp;
  let admin: Agent;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await sessionOf(t.app);
  });
  afterAll(() => t?.close());

  it('records, lists and removes the days a student does not ride', async () => {
    const schoolId = (await admin.call('POST', '/api/v1/schools', { body: schoolInput() })).json().id;
    const student = (await admin.call('POST', '/api/v1/students', { body: studentInput(schoolId) })).json();
    const base = `/api/v1/students/${student.id}/absences`;
    const wrongOrder = await admin.call('POST', base, {
      body: { fromDate: '2027-03-05', toDate: '2027-03-01' },
      headers: { 'accept-language': 'en' },
    });
    expect(wrongOrder.statusCode).toBe(400);
    expect(wrongOrder.json().errors[0]).toMatchObject({ path: 'toDate', code: 'validation.dateOrder' });
    const added = await admin.call('POST', base, {
      body: { fromDate: '2027-03-01', toDate: '2027-03-05', reason: 'مرض' },
    });
    expect(added.statusCode, added.body).toBe(201);
    expect((await admin.call('GET', base)).json()).toEqual([added.json()]);
    const riding = (
      await admin.call('GET', `/api/v1/students?schoolId=${schoolId}&ridingOn=2027-03-02`)
    ).json();
    expect(riding.total).toBe(0);
    expect((await admin.call('DELETE', `${base}/${added.json().id}`)).statusCode).toBe(204);
    expect((await admin.call('GET', base)).json()).toEqual([]);
  });
});

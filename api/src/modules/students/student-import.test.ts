import { randomUUID } from 'node:crypto';
import { type Agent, sessionOf } from '../../test/agent';
import { DATABASES } from '../../test/databases';
import { packageInput, schoolInput, stopInput } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';

describe.each(DATABASES)('student import on %s', (kind) => {
  let t: TestApp;
  let admin: Agent;
  let schoolId: string;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await sessionOf(t.app);
    schoolId = (await admin.call('POST', '/api/v1/schools', { body: schoolInput() })).json().id;
  });
  afterAll(() => t?.close());

  const row = (index: number, overrides = {}) => ({
    nameAr: `طالب مستورد ${index}`,
    nameEn: `Imported student ${index}`,
    schoolId,
    grade: 1 + (index % 12),
    homeLat: 24.7,
    homeLng: 46.7,
    specialNeeds: '',
    parentName: '',
    parentPhone: null,
    ...overrides,
  });

  it('imports 5 000 rows in one request, linking and creating parents by phone', async () => {
    await admin.call('POST', '/api/v1/parents', { body: { name: 'ولي أمر موجود', phone: '0577000001' } });
    const rows = Array.from({ length: 5000 }, (_, i) =>
      row(i, i < 3 ? { parentName: 'ولي أمر', parentPhone: i === 0 ? '0577000001' : '0577000002' } : {}),
    );
    const response = await admin.call('POST', '/api/v1/students/import', { body: { rows } });
    expect(response.statusCode, response.body.slice(0, 500)).toBe(201);
    expect(response.json()).toEqual({ imported: 5000, parentsCreated: 1, subscribed: 0 });
    const list = (await admin.call('GET', `/api/v1/students?schoolId=${schoolId}&pageSize=1`)).json();
    expect(list.total).toBe(5000);
    const linked = (
      await admin.call(
        'GET',
        `/api/v1/students?q=${encodeURIComponent('طالب مستورد 0')}&pageSize=1&sort=nameAr:asc`,
      )
    ).json();
    expect(linked.items[0].parent).toMatchObject({ name: 'ولي أمر موجود' });
  });

  it('imports an Arabic-only roster (the English name starts as the Arabic one) and refuses a row repeated exactly', async () => {
    const arabicOnly = await admin.call('POST', '/api/v1/students/import', {
      body: {
        rows: [
          { ...row(9001), nameEn: undefined },
          { ...row(9002), nameEn: '' },
        ],
      },
    });
    expect(arabicOnly.statusCode, arabicOnly.body).toBe(201);
    const found = (
      await admin.call('GET', `/api/v1/students?q=${encodeURIComponent('طالب مستورد 9001')}&pageSize=1`)
    ).json();
    expect(found.items[0]).toMatchObject({ nameAr: 'طالب مستورد 9001', nameEn: 'طالب مستورد 9001' });

    const before = (await admin.call('GET', '/api/v1/students?pageSize=1')).json().total;
    const twice = await admin.call('POST', '/api/v1/students/import', {
      body: { rows: [row(9003), row(9004), row(9003)] },
      headers: { 'accept-language': 'en' },
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors).toEqual([
      {
        path: 'rows.2.nameAr',
        code: 'validation.duplicateRow',
        message: 'This line repeats an earlier line of the file exactly',
      },
    ]);
    expect((await admin.call('GET', '/api/v1/students?pageSize=1')).json().total).toBe(before);
  });

  it("imports the parent's e-mail, the home stop and a package: subscribed as by hand, invoiced and told", async () => {
    const pkg = (
      await admin.call('POST', '/api/v1/packages', {
        body: packageInput({
          period: 'month',
          instalments: 1,
          priceHalalas: 40_000,
          siblingDiscountPercent: 25,
        }),
      })
    ).json();
    const stop = (await admin.call('POST', '/api/v1/stops', { body: stopInput() })).json();
    const family = { parentName: 'نورة العتيبي', parentPhone: '0577100200' };
    const response = await admin.call('POST', '/api/v1/students/import', {
      body: {
        rows: [
          row(7001, { ...family, parentEmail: 'Noura@Example.com', packageId: pkg.id, stopId: stop.id }),
          row(7002, { ...family, packageId: pkg.id }),
          row(7003, { ...family, stopId: stop.id }),
        ],
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ imported: 3, parentsCreated: 1, subscribed: 2 });

    const parent = (await admin.call('GET', '/api/v1/parents?q=577100200')).json().items[0];
    expect(parent).toMatchObject({ name: 'نورة العتيبي', email: 'noura@example.com' });
    const first = (
      await admin.call('GET', `/api/v1/students?q=${encodeURIComponent('طالب مستورد 7001')}`)
    ).json().items[0];
    expect(first.homeStop).toMatchObject({ id: stop.id });
    const subscriptions = (
      await admin.call('GET', `/api/v1/subscriptions?parentId=${parent.id}&sort=createdAt:asc`)
    )
      .json()
      .items.sort((a: { student: { nameAr: string } }, b: { student: { nameAr: string } }) =>
        a.student.nameAr.localeCompare(b.student.nameAr),
      );
    const today = subscriptions[0]?.startDate;
    expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // The second child of the family gets the sibling discount, as one approved by hand would.
    expect(subscriptions).toMatchObject([
      {
        student: { id: first.id },
        packageId: pkg.id,
        priceHalalas: 40_000,
        discountPercent: 0,
        hasSeat: true,
      },
      { packageId: pkg.id, priceHalalas: 30_000, discountPercent: 25, hasSeat: true, startDate: today },
    ]);
    const history = (await admin.call('GET', `/api/v1/subscriptions/${subscriptions[0].id}/history`)).json();
    expect(history.items[0]).toMatchObject({ action: 'create' });

    const run = await admin.call('POST', '/api/v1/invoice-runs', { body: { month: today.slice(0, 7) } });
    expect(run.statusCode, run.body).toBe(200);
    const invoices = (await admin.call('GET', `/api/v1/invoices?parentId=${parent.id}`)).json();
    expect(invoices.total).toBe(2);
    const told = (
      await admin.call('GET', `/api/v1/notices?parentId=${parent.id}&event=invoice-issued`)
    ).json();
    expect(told.items.length).toBeGreaterThan(0);
  });

  it('subscribes as many rows as a school has free seats, naming the rows past them', async () => {
    const small = (await admin.call('POST', '/api/v1/schools', { body: schoolInput() })).json().id;
    await admin.call('PUT', `/api/v1/seat-capacities/${small}`, { body: { seats: 2 } });
    const pkg = (await admin.call('POST', '/api/v1/packages', { body: packageInput() })).json();
    const family = { schoolId: small, parentName: 'ولي أمر', parentPhone: '0577100400', packageId: pkg.id };
    const rows = [row(7201, family), row(7202, family), row(7203, family)];
    const full = await admin.call('POST', '/api/v1/students/import', {
      body: { rows },
      headers: { 'accept-language': 'en' },
    });
    expect(full.statusCode).toBe(409);
    expect(full.json().errors).toEqual([
      {
        path: 'rows.2.packageId',
        code: 'families.schoolFull',
        message: "No seat is free at the student's school",
      },
    ]);
    // Seats held at other schools do not count against this one.
    const fits = await admin.call('POST', '/api/v1/students/import', { body: { rows: rows.slice(0, 2) } });
    expect(fits.statusCode, fits.body).toBe(201);
    expect(fits.json()).toMatchObject({ imported: 2, subscribed: 2 });
  });

  it('names a row whose package or stop is unknown (or whose package has no parent), importing nothing', async () => {
    const paused = (
      await admin.call('POST', '/api/v1/packages', { body: packageInput({ active: false }) })
    ).json();
    const before = (await admin.call('GET', '/api/v1/students?pageSize=1')).json().total;
    const family = { parentName: 'ولي أمر', parentPhone: '0577100300' };
    const response = await admin.call('POST', '/api/v1/students/import', {
      body: {
        rows: [
          row(7101, family),
          row(7102, { ...family, packageId: randomUUID() }),
          row(7103, { ...family, stopId: randomUUID() }),
          row(7104, { ...family, packageId: paused.id }),
        ],
      },
      headers: { 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      {
        path: 'rows.1.packageId',
        code: 'families.unknownPackage',
        message: 'No available package has this name or code',
      },
      { path: 'rows.2.stopId', code: 'families.unknownStop', message: 'No stop has this name or code' },
      {
        path: 'rows.3.packageId',
        code: 'families.unknownPackage',
        message: 'No available package has this name or code',
      },
    ]);
    const orphan = await admin.call('POST', '/api/v1/students/import', {
      body: { rows: [row(7105, { packageId: paused.id })] },
    });
    expect(orphan.statusCode).toBe(400);
    expect(orphan.json().errors).toEqual([
      {
        path: 'rows.0.packageId',
        code: 'families.packageNeedsParent',
        message: 'الاشتراك في باقة يحتاج إلى ولي أمر: اكتب اسمه وجواله',
      },
    ]);
    expect((await admin.call('GET', '/api/v1/students?pageSize=1')).json().total).toBe(before);
    expect((await admin.call('GET', '/api/v1/parents?q=577100300')).json().total).toBe(0);
  });

  it('stores nothing when one row is wrong, and names the row and field', async () => {
    const before = (await admin.call('GET', '/api/v1/students?pageSize=1')).json().total;
    const response = await admin.call('POST', '/api/v1/students/import', {
      body: { rows: [row(1), row(2, { grade: 15 }), row(3, { schoolId: randomUUID() })] },
      headers: { 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { path: 'rows.1.grade', code: 'validation.between', message: 'Between 0 and 12' },
    ]);
    const missingSchool = await admin.call('POST', '/api/v1/students/import', {
      body: { rows: [row(1), row(3, { schoolId: randomUUID() })] },
    });
    expect(missingSchool.json().errors).toEqual([
      {
        path: 'rows.1.schoolId',
        code: 'validation.missingReference',
        message: 'العنصر المختار غير موجود، ربما حُذف',
      },
    ]);
    expect((await admin.call('GET', '/api/v1/students?pageSize=1')).json().total).toBe(before);
  });

  it("names a row whose student the school does not take (a girl at a boys' school), importing nothing", async () => {
    const girls = (
      await admin.call('POST', '/api/v1/schools', { body: schoolInput({ gender: 'girls' }) })
    ).json().id;
    const response = await admin.call('POST', '/api/v1/students/import', {
      body: {
        rows: [
          row(1, { gender: 'boy' }),
          row(2, { gender: 'girl' }),
          row(3, { schoolId: girls, gender: 'boy' }),
        ],
      },
      headers: { 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      expect.objectContaining({ path: 'rows.1.gender', code: 'students.genderMismatch' }),
      expect.objectContaining({ path: 'rows.2.gender', code: 'students.genderMismatch' }),
    ]);
    const fits = await admin.call('POST', '/api/v1/students/import', {
      body: { rows: [row(4, { schoolId: girls, nameAr: 'طالبة مستوردة 4' }), row(5, { gender: 'boy' })] },
    });
    expect(fits.statusCode, fits.body).toBe(201);
    const imported = (await admin.call('GET', `/api/v1/students?schoolId=${girls}`)).json().items;
    expect(imported.map((s: { gender: string }) => s.gender)).toEqual(['girl']);
  });

  it('imports rider card numbers, refusing one given twice in the file or held by an active student', async () => {
    const imported = await admin.call('POST', '/api/v1/students/import', {
      body: { rows: [row(1, { cardNumber: 'qr-import-1' }), row(2, { cardNumber: null })] },
    });
    expect(imported.statusCode, imported.body).toBe(201);
    const found = (
      await admin.call('GET', `/api/v1/students?q=${encodeURIComponent('Imported student 1')}&pageSize=50`)
    ).json();
    expect(found.items.map((s: { cardNumber: string | null }) => s.cardNumber)).toContain('QR-IMPORT-1');
    const before = (await admin.call('GET', '/api/v1/students?pageSize=1')).json().total;
    const twice = await admin.call('POST', '/api/v1/students/import', {
      body: { rows: [row(3, { cardNumber: 'RF-77' }), row(4, { cardNumber: 'rf-77' })] },
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors).toMatchObject([
      { path: 'rows.1.cardNumber', code: 'validation.cardNumberRepeated' },
    ]);
    const held = await admin.call('POST', '/api/v1/students/import', {
      body: { rows: [row(5, { cardNumber: 'RF-78' }), row(6, { cardNumber: 'QR-IMPORT-1' })] },
      headers: { 'accept-language': 'en' },
    });
    expect(held.statusCode).toBe(409);
    expect(held.json().errors).toEqual([
      {
        path: 'rows.1.cardNumber',
        code: 'students.cardNumberTaken',
        message: 'This card number belongs to another student',
      },
    ]);
    expect((await admin.call('GET', '/api/v1/students?pageSize=1')).json().total).toBe(before);
  });

  it('refuses a raw file, an oversized body and too many rows with translated problems, storing nothing', async () => {
    const before = (await admin.call('GET', '/api/v1/students?pageSize=1')).json().total;
    const rawFile = await admin.call('POST', '/api/v1/students/import', {
      body: 'nameAr,nameEn\r\nسارة,Sarah\r\n',
      headers: { 'content-type': 'text/csv', 'accept-language': 'en' },
    });
    expect(rawFile.statusCode).toBe(415);
    expect(rawFile.json()).toMatchObject({
      code: 'payload.unsupported',
      title: 'This content type is not supported',
    });
    const oversized = await admin.call('POST', '/api/v1/students/import', {
      body: JSON.stringify({ rows: [row(0, { specialNeeds: 'x'.repeat(9 * 1024 * 1024) })] }),
      headers: { 'content-type': 'application/json' },
    });
    expect(oversized.statusCode).toBe(413);
    expect(oversized.json()).toMatchObject({ code: 'payload.tooLarge', title: 'حجم الطلب أكبر من المسموح' });
    const tooMany = await admin.call('POST', '/api/v1/students/import', {
      body: { rows: Array.from({ length: 10_001 }, (_, index) => row(index)) },
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors[0].path).toBe('rows');
    expect((await admin.call('GET', '/api/v1/students?pageSize=1')).json().total).toBe(before);
  });
});

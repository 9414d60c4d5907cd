import { randomUUID } from 'node:crypto';
import { type Agent, sessionOf } from '../../test/agent';
import { DATABASES } from '../../test/databases';
import { packageInput, schoolInput, studentInput } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';

describe.each(DATABASES)('subscriptions made and changed by hand on %s', (kind) => {
  let t: TestApp;
  let admin: Agent;
  let schoolId: string;
  let parentId: string;
  let term: { id: string };
  let monthly: { id: string };

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await sessionOf(t.app);
    schoolId = (await admin.call('POST', '/api/v1/schools', { body: schoolInput() })).json().id;
    parentId = (
      await admin.call('POST', '/api/v1/parents', { body: { name: 'خالد الشهري', phone: '0577200300' } })
    ).json().id;
    term = (
      await admin.call('POST', '/api/v1/packages', {
        body: packageInput({ priceHalalas: 150_000, siblingDiscountPercent: 10, instalments: 3 }),
      })
    ).json();
    monthly = (
      await admin.call('POST', '/api/v1/packages', {
        body: packageInput({
          period: 'month',
          instalments: 1,
          priceHalalas: 40_000,
          siblingDiscountPercent: 20,
        }),
      })
    ).json();
  });
  afterAll(() => t?.close());

  const child = async (overrides = {}) =>
    (
      await admin.call('POST', '/api/v1/students', {
        body: studentInput(schoolId, { parentId, ...overrides }),
      })
    ).json();

  it("adds a child's subscription (package, start, instalments), the second child at the sibling discount", async () => {
    const first = await child();
    const created = await admin.call('POST', '/api/v1/subscriptions', {
      body: { studentId: first.id, packageId: term.id, startDate: '2026-09-01', instalments: 4 },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      studentId: first.id,
      parentId,
      packageId: term.id,
      status: 'active',
      priceHalalas: 150_000,
      discountPercent: 0,
      startDate: '2026-09-01',
      instalments: 4,
      hasSeat: true,
      package: { id: term.id, instalments: 3 },
    });
    const history = (await admin.call('GET', `/api/v1/subscriptions/${created.json().id}/history`)).json();
    expect(history.items[0]).toMatchObject({ action: 'create' });

    const second = await child();
    const sibling = await admin.call('POST', '/api/v1/subscriptions', {
      body: { studentId: second.id, packageId: term.id, startDate: '2026-09-01' },
    });
    expect(sibling.statusCode, sibling.body).toBe(201);
    expect(sibling.json()).toMatchObject({ priceHalalas: 135_000, discountPercent: 10, instalments: null });

    // The run bills the subscription's own instalments: 150 000 in 4 parts.
    const run = await admin.call('POST', '/api/v1/invoice-runs', { body: { month: '2026-09' } });
    expect(run.statusCode, run.body).toBe(200);
    const invoices = (await admin.call('GET', `/api/v1/invoices?parentId=${parentId}`)).json().items;
    expect(
      invoices
        .map((i: { amountHalalas: number; instalments: number }) => [i.amountHalalas, i.instalments])
        .sort(),
    ).toEqual([
      [37_500, 4],
      [45_000, 3],
    ]);
  });

  it('refuses a second active subscription, a child without a parent, a full school and bad input, translated', async () => {
    const rider = await child();
    const body = { studentId: rider.id, packageId: monthly.id, startDate: '2026-10-01' };
    expect((await admin.call('POST', '/api/v1/subscriptions', { body })).statusCode).toBe(201);
    const again = await admin.call('POST', '/api/v1/subscriptions', {
      body,
      headers: { 'accept-language': 'en' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'families.alreadySubscribed',
      title: 'The student already has an active subscription; change it instead',
    });

    const orphan = await child({ parentId: null });
    const noParent = await admin.call('POST', '/api/v1/subscriptions', {
      body: { ...body, studentId: orphan.id },
      headers: { 'accept-language': 'en' },
    });
    expect(noParent.statusCode).toBe(400);
    expect(noParent.json().errors).toEqual([
      {
        path: 'studentId',
        code: 'families.noParent',
        message: 'The student has no parent linked, so no subscription can be made',
      },
    ]);

    const bad = await admin.call('POST', '/api/v1/subscriptions', {
      body: { studentId: rider.id, packageId: randomUUID(), startDate: '2026-02-30', instalments: 13 },
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(['instalments', 'startDate']);
    const over = await admin.call('POST', '/api/v1/subscriptions', {
      body: { studentId: (await child()).id, packageId: monthly.id, startDate: '2026-10-01', instalments: 2 },
      headers: { 'accept-language': 'en' },
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().errors).toEqual([
      {
        path: 'instalments',
        code: 'finance.instalmentsOverPeriod',
        message: 'Instalments are monthly: at most 1 in this period',
      },
    ]);
    const paused = (
      await admin.call('POST', '/api/v1/packages', { body: packageInput({ active: false }) })
    ).json();
    const closed = await admin.call('POST', '/api/v1/subscriptions', {
      body: { studentId: (await child()).id, packageId: paused.id, startDate: '2026-10-01' },
      headers: { 'accept-language': 'en' },
    });
    expect(closed.json().errors).toEqual([
      {
        path: 'packageId',
        code: 'families.packageInactive',
        message: 'This package is paused and takes no new subscriptions',
      },
    ]);
    const unknown = await admin.call('POST', '/api/v1/subscriptions', {
      body: { studentId: (await child()).id, packageId: randomUUID(), startDate: '2026-10-01' },
    });
    expect(unknown.json().errors).toEqual([
      expect.objectContaining({ path: 'packageId', code: 'validation.missingReference' }),
    ]);

    const small = (await admin.call('POST', '/api/v1/schools', { body: schoolInput() })).json().id;
    await admin.call('PUT', `/api/v1/seat-capacities/${small}`, { body: { seats: 0 } });
    const full = await admin.call('POST', '/api/v1/subscriptions', {
      body: { ...body, studentId: (await child({ schoolId: small })).id },
    });
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({
      code: 'families.schoolFull',
      title: 'لا يوجد مقعد شاغر في مدرسة الطالب',
    });
  });

  it('changes the package, start and instalments at the version read; a stale version or a cancelled one is refused', async () => {
    const rider = await child();
    const made = (
      await admin.call('POST', '/api/v1/subscriptions', {
        body: { studentId: rider.id, packageId: monthly.id, startDate: '2026-10-01' },
      })
    ).json();
    const changed = await admin.call('PUT', `/api/v1/subscriptions/${made.id}`, {
      body: { packageId: term.id, startDate: '2026-11-01', instalments: 2, version: made.version },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      packageId: term.id,
      startDate: '2026-11-01',
      instalments: 2,
      priceHalalas: made.discountPercent > 0 ? 135_000 : 150_000,
      version: made.version + 1,
      hasSeat: true,
    });
    const history = (await admin.call('GET', `/api/v1/subscriptions/${made.id}/history`)).json();
    expect(history.items[0]).toMatchObject({ action: 'update' });

    const stale = await admin.call('PUT', `/api/v1/subscriptions/${made.id}`, {
      body: { packageId: monthly.id, startDate: '2026-11-01', instalments: null, version: made.version },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('conflict.stale');
    const over = await admin.call('PUT', `/api/v1/subscriptions/${made.id}`, {
      body: { packageId: term.id, startDate: '2026-11-01', instalments: 5, version: made.version + 1 },
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().errors[0]).toMatchObject({
      path: 'instalments',
      code: 'finance.instalmentsOverPeriod',
    });

    await admin.call('POST', `/api/v1/subscriptions/${made.id}/cancel`, {
      body: { version: made.version + 1 },
    });
    const ended = await admin.call('PUT', `/api/v1/subscriptions/${made.id}`, {
      body: { packageId: term.id, startDate: '2026-11-01', instalments: null, version: made.version + 2 },
    });
    expect(ended.statusCode).toBe(409);
    expect(ended.json().code).toBe('families.alreadyCancelled');
    expect(
      (
        await admin.call('PUT', `/api/v1/subscriptions/${randomUUID()}`, {
          body: { packageId: term.id, startDate: '2026-11-01', instalments: null, version: 1 },
        })
      ).statusCode,
    ).toBe(404);
  });
});

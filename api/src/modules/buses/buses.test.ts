import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { idempotencyKeys } from '../../db/idempotency.table';
import { type Agent, sessionOf } from '../../test/agent';
import { DATABASES } from '../../test/databases';
import { busInput, driverInput } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';

describe.each(DATABASES)('buses and the API conventions on %s', (kind) => {
  let t: TestApp;
  let admin: Agent;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await sessionOf(t.app);
  });
  afterAll(() => t?.close());

  const create = async (overrides = {}) => {
    const response = await admin.call('POST', '/api/v1/buses', { body: busInput(overrides) });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  };

  describe('lists', () => {
    beforeAll(async () => {
      await create({ plateNumber: '9001 LST', model: 'Isuzu NQR', capacity: 22, status: 'maintenance' });
      await create({ plateNumber: '9002 LST', model: 'Isuzu NQR', capacity: 45, gpsDeviceId: 'GPS-LIST-7' });
      await create({ plateNumber: '9003 LST', model: 'Hyundai County', capacity: 33 });
    });

    it('searches, filters, sorts and pages on the server', async () => {
      const search = await admin.call('GET', '/api/v1/buses?q=isuzu&sort=capacity:desc');
      expect(search.statusCode).toBe(200);
      expect(search.json()).toMatchObject({ total: 2, page: 1, pageSize: 20 });
      expect(search.json().items.map((b: { capacity: number }) => b.capacity)).toEqual([45, 22]);
      const byDevice = await admin.call('GET', '/api/v1/buses?q=gps-list');
      expect(byDevice.json().items.map((b: { plateNumber: string }) => b.plateNumber)).toEqual(['9002 LST']);
      const filtered = await admin.call('GET', '/api/v1/buses?q=LST&status=maintenance');
      expect(filtered.json().items.map((b: { plateNumber: string }) => b.plateNumber)).toEqual(['9001 LST']);
      const page2 = await admin.call('GET', '/api/v1/buses?q=LST&pageSize=2&page=2');
      expect(page2.json()).toMatchObject({ total: 3, page: 2, pageSize: 2 });
      expect(page2.json().items.map((b: { plateNumber: string }) => b.plateNumber)).toEqual(['9003 LST']);
    });

    it('takes LIKE wildcards in q literally', async () => {
      const response = await admin.call('GET', '/api/v1/buses?q=%25');
      expect(response.json().total).toBe(0);
    });

    it('rejects an unknown sort field or a page size over the limit with 400', async () => {
      const sort = await admin.call('GET', '/api/v1/buses?sort=notes:asc');
      expect(sort.statusCode).toBe(400);
      expect(sort.json().errors[0]).toMatchObject({ path: 'sort', code: 'validation.sort' });
      const size = await admin.call('GET', '/api/v1/buses?pageSize=1000');
      expect(size.json().errors[0]).toMatchObject({ path: 'pageSize', code: 'validation.max' });
    });

    it('exports the filtered rows as CSV with a BOM, not paginated', async () => {
      const response = await admin.call(
        'GET',
        '/api/v1/buses/export.csv?q=isuzu&sort=capacity:asc&pageSize=1',
      );
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/csv');
      expect(response.headers['content-disposition']).toContain('buses.csv');
      expect(response.body.startsWith('\uFEFF')).toBe(true);
      const lines = response.body.slice(1).trim().split('\r\n');
      expect(lines[0]).toMatch(/^رقم اللوحة,الطراز,سنة الصنع,عدد المقاعد/);
      expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(['9001 LST', '9002 LST']);
    });
  });

  describe('the TGA fields', () => {
    it('stores the operating card and the equipment, and leaves them unrecorded (null) on a bus saved without', async () => {
      const fitted = await create({
        operatingCardNumber: '٤١٠٠١٧٣',
        operatingCardExpiry: '2031-05-31',
        trackerFitted: true,
        camerasFitted: false,
      });
      expect(fitted).toMatchObject({
        operatingCardNumber: '4100173',
        operatingCardExpiry: '2031-05-31',
        trackerFitted: true,
        camerasFitted: false,
      });
      const older = await create();
      expect(older).toMatchObject({
        operatingCardNumber: null,
        operatingCardExpiry: null,
        trackerFitted: null,
        camerasFitted: null,
      });
    });

    it('refuses a card number without its expiry (and the other way round), naming the missing field', async () => {
      const noExpiry = await admin.call('POST', '/api/v1/buses', {
        body: busInput({ operatingCardNumber: '4100999' }),
        headers: { 'accept-language': 'en' },
      });
      expect(noExpiry.statusCode).toBe(400);
      expect(noExpiry.json().errors).toEqual([
        expect.objectContaining({ path: 'operatingCardExpiry', code: 'validation.required' }),
      ]);
      const noNumber = await admin.call('POST', '/api/v1/buses', {
        body: busInput({ operatingCardExpiry: '2031-01-01' }),
      });
      expect(noNumber.json().errors).toEqual([
        expect.objectContaining({ path: 'operatingCardNumber', code: 'validation.required' }),
      ]);
      const flag = await admin.call('POST', '/api/v1/buses', {
        body: { ...busInput(), trackerFitted: 'yes' },
      });
      expect(flag.statusCode).toBe(400);
      expect(flag.json().errors[0]).toMatchObject({ path: 'trackerFitted' });
    });

    it('exports the operating card and the equipment as columns, empty when not recorded', async () => {
      await create({
        plateNumber: '9101 TGA',
        operatingCardNumber: '4100555',
        operatingCardExpiry: '2031-02-28',
        trackerFitted: true,
        camerasFitted: false,
      });
      await create({ plateNumber: '9102 TGA' });
      const response = await admin.call('GET', '/api/v1/buses/export.csv?q=TGA&sort=plateNumber:asc&lang=en');
      const [header, fitted, older] = response.body.slice(1).trim().split('\r\n');
      expect(header).toContain('Operating card number,Operating card expiry,Tracker,Cameras');
      expect(fitted).toContain('4100555,2031-02-28,Fitted,Not fitted');
      expect(older).toMatch(/^9102 TGA,.*,,,,,/);
    });
  });

  describe('bad input', () => {
    it('names each bad field, in Arabic by default and in English on request', async () => {
      const body = { plateNumber: 'XYZ', capacity: 'ten', model: 'T', year: 2020, status: 'parked' };
      const arabic = await admin.call('POST', '/api/v1/buses', { body });
      expect(arabic.statusCode).toBe(400);
      expect(arabic.headers['content-type']).toContain('application/problem+json');
      const problem = arabic.json();
      expect(problem).toMatchObject({ status: 400, code: 'validation', title: 'بعض البيانات غير صحيحة' });
      const byPath = Object.fromEntries(
        problem.errors.map((e: { path: string; code: string }) => [e.path, e]),
      );
      expect(byPath.plateNumber.code).toBe('validation.plate');
      expect(byPath.capacity.code).toBe('validation.number');
      expect(byPath.model.code).toBe('validation.tooShort');
      expect(byPath.status.code).toBe('validation.choice');
      expect(byPath.insuranceExpiry).toMatchObject({
        code: 'validation.required',
        message: 'هذا الحقل مطلوب',
      });
      const english = await admin.call('POST', '/api/v1/buses', {
        body,
        headers: { 'accept-language': 'en-GB' },
      });
      expect(english.json().errors.find((e: { path: string }) => e.path === 'insuranceExpiry').message).toBe(
        'This field is required',
      );
    });

    it('answers malformed JSON with 400, a wrong content type with 415, a huge body with 413', async () => {
      const malformed = await admin.call('POST', '/api/v1/buses', {
        body: '{"plateNumber": ',
        headers: { 'content-type': 'application/json' },
      });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().code).toBe('validation');
      const text = await admin.call('POST', '/api/v1/buses', {
        body: 'plateNumber=1',
        headers: { 'content-type': 'text/plain' },
      });
      expect(text.statusCode).toBe(415);
      expect(text.json().code).toBe('payload.unsupported');
      const huge = await admin.call('POST', '/api/v1/buses', {
        body: JSON.stringify({ ...busInput(), notes: 'x'.repeat(2 * 1024 * 1024) }),
        headers: { 'content-type': 'application/json' },
      });
      expect(huge.statusCode).toBe(413);
      expect(huge.json().code).toBe('payload.tooLarge');
    });

    it('answers an unknown /api route with a 404 problem and a bad id with 400', async () => {
      const unknown = await admin.call('GET', '/api/v1/nothing-here');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.headers['content-type']).toContain('application/problem+json');
      const badId = await admin.call('GET', '/api/v1/buses/not-a-uuid');
      expect(badId.statusCode).toBe(400);
      expect(badId.json().errors[0]).toMatchObject({ path: 'id', code: 'validation.uuid' });
      const missing = await admin.call('GET', `/api/v1/buses/${randomUUID()}`);
      expect(missing.statusCode).toBe(404);
    });

    it('never answers 500 to fuzzed bodies', async () => {
      const junk: unknown[] = [
        null,
        [],
        42,
        'text',
        true,
        { plateNumber: null, capacity: null },
        { plateNumber: 1234, capacity: 1e308, year: -1, status: ['active'] },
        { ...busInput(), capacity: 3.5, year: '2020', insuranceExpiry: '2027-02-30' },
        { ...busInput(), gpsDeviceId: { nested: true }, notes: 'x'.repeat(5000) },
        { ...busInput(), insuranceExpiry: "2027-01-01'; drop table buses; --" },
      ];
      for (const body of junk) {
        const response = await admin.call('POST', '/api/v1/buses', {
          body: JSON.stringify(body),
          headers: { 'content-type': 'application/json' },
        });
        expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
        expect(response.headers['content-type']).toContain('application/problem+json');
      }
      // A prototype-poisoning body is refused outright.
      const polluted = await admin.call('POST', '/api/v1/buses', {
        body: `{"__proto__":{"admin":true},"constructor":"x",${JSON.stringify(busInput()).slice(1)}`,
        headers: { 'content-type': 'application/json' },
      });
      expect(polluted.statusCode).toBe(400);
      expect(polluted.json().code).toBe('validation');
      expect(({} as Record<string, unknown>).admin).toBeUndefined();
      const put = await admin.call('PUT', `/api/v1/buses/${randomUUID()}`, { body: { version: 'one' } });
      expect(put.statusCode).toBe(400);
      const del = await admin.call('DELETE', `/api/v1/buses/${randomUUID()}?version=abc`);
      expect(del.statusCode).toBe(400);
    });
  });

  describe('writes', () => {
    it('normalises the plate and refuses the same plate in any case or spacing', async () => {
      const bus = await create({ plateNumber: '77 xq' });
      expect(bus.plateNumber).toBe('77 XQ');
      const again = await admin.call('POST', '/api/v1/buses', { body: busInput({ plateNumber: '77XQ' }) });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'fleet.plateTaken', errors: [{ path: 'plateNumber' }] });
    });

    it('takes a plate in Arabic letters and Arabic-Indic digits, stored with Latin digits; its Latin form is the same plate', async () => {
      const bus = await create({ plateNumber: 'ا ب ح ٤٣٢١' });
      expect(bus.plateNumber).toBe('4321 ا ب ح');
      const read = await admin.call('GET', `/api/v1/buses/${bus.id}`);
      expect(read.json().plateNumber).toBe('4321 ا ب ح');
      const latin = await admin.call('POST', '/api/v1/buses', {
        body: busInput({ plateNumber: '4321 ABJ' }),
      });
      expect(latin.statusCode).toBe(409);
      expect(latin.json()).toMatchObject({ code: 'fleet.plateTaken', errors: [{ path: 'plateNumber' }] });
      const other = await create({ plateNumber: '4321 ABD' });
      const renamed = await admin.call('PUT', `/api/v1/buses/${other.id}`, {
        body: { ...busInput({ plateNumber: '٤٣٢١ أ ب ح' }), version: other.version },
      });
      expect(renamed.statusCode).toBe(409);
      const kept = await admin.call('PUT', `/api/v1/buses/${bus.id}`, {
        body: { ...busInput({ plateNumber: '٤٣٢١ أبح', capacity: 30 }), version: bus.version },
      });
      expect(kept.statusCode).toBe(200);
      expect(kept.json().plateNumber).toBe('4321 أ ب ح');
    });

    it('replays a repeated Idempotency-Key and creates one bus; a different body gets 422', async () => {
      const key = randomUUID();
      const body = busInput({ plateNumber: '4242 IDM' });
      const headers = { 'idempotency-key': key };
      const [first, second] = await Promise.all([
        admin.call('POST', '/api/v1/buses', { body, headers }),
        admin.call('POST', '/api/v1/buses', { body, headers }),
      ]);
      expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
      expect(second.json().id).toBe(first.json().id);
      const third = await admin.call('POST', '/api/v1/buses', { body, headers });
      expect(third.statusCode).toBe(201);
      expect(third.headers['idempotent-replayed']).toBe('true');
      expect(third.json()).toEqual(first.json());
      const list = await admin.call('GET', '/api/v1/buses?q=4242');
      expect(list.json().total).toBe(1);
      const other = await admin.call('POST', '/api/v1/buses', {
        body: { ...body, capacity: 12 },
        headers,
      });
      expect(other.statusCode).toBe(422);
      expect(other.json().code).toBe('idempotency.mismatch');
    });

    it('forgets an Idempotency-Key after 24 hours', async () => {
      const key = randomUUID();
      const headers = { 'idempotency-key': key };
      const first = await admin.call('POST', '/api/v1/buses', { body: busInput(), headers });
      expect(first.statusCode).toBe(201);
      await t.app.db
        .update(idempotencyKeys)
        .set({ createdAt: new Date(Date.now() - 25 * 3_600_000) })
        .where(eq(idempotencyKeys.key, key));
      const later = await admin.call('POST', '/api/v1/buses', { body: busInput(), headers });
      expect(later.statusCode).toBe(201);
      expect(later.headers['idempotent-replayed']).toBeUndefined();
      expect(later.json().id).not.toBe(first.json().id);
    });

    it('updates with the current version, refuses a stale one with 409, and records before/after', async () => {
      const bus = await create({ capacity: 20 });
      const update = await admin.call('PUT', `/api/v1/buses/${bus.id}`, {
        body: { ...busInput({ plateNumber: bus.plateNumber, capacity: 26 }), version: 1 },
      });
      expect(update.statusCode).toBe(200);
      expect(update.json()).toMatchObject({ capacity: 26, version: 2 });
      const stale = await admin.call('PUT', `/api/v1/buses/${bus.id}`, {
        body: { ...busInput({ plateNumber: bus.plateNumber, capacity: 40 }), version: 1 },
      });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().code).toBe('conflict.stale');
      const staleDelete = await admin.call('DELETE', `/api/v1/buses/${bus.id}?version=1`);
      expect(staleDelete.statusCode).toBe(409);

      const history = await admin.call('GET', `/api/v1/buses/${bus.id}/history`);
      expect(history.statusCode).toBe(200);
      const entries = history.json().items;
      expect(entries.map((e: { action: string }) => e.action)).toEqual(['update', 'create']);
      expect(entries[0]).toMatchObject({
        entityType: 'bus',
        entityId: bus.id,
        actorId: admin.operatorId,
        before: { capacity: 20, version: 1 },
        after: { capacity: 26, version: 2 },
      });
      expect(entries[1]).toMatchObject({ before: null, after: { capacity: 20 } });
    });

    it('deletes a bus, unassigning (and auditing) its driver', async () => {
      const bus = await create();
      const driver = await admin.call('POST', '/api/v1/drivers', {
        body: driverInput({ assignedBusId: bus.id }),
      });
      expect(driver.statusCode, driver.body).toBe(201);
      expect((await admin.call('GET', `/api/v1/buses/${bus.id}`)).json().driver).toMatchObject({
        id: driver.json().id,
      });
      const removed = await admin.call('DELETE', `/api/v1/buses/${bus.id}?version=1`);
      expect(removed.statusCode).toBe(204);
      expect((await admin.call('GET', `/api/v1/buses/${bus.id}`)).statusCode).toBe(404);
      const after = await admin.call('GET', `/api/v1/drivers/${driver.json().id}`);
      expect(after.json()).toMatchObject({ assignedBusId: null, assignedBus: null, version: 2 });
      const history = await admin.call('GET', `/api/v1/drivers/${driver.json().id}/history`);
      expect(history.json().items[0]).toMatchObject({
        action: 'update',
        before: { assignedBusId: bus.id },
        after: { assignedBusId: null },
      });
      const busHistory = await admin.call('GET', `/api/v1/buses/${bus.id}/history`);
      expect(busHistory.json().items[0]).toMatchObject({ action: 'delete', after: null });
    });
  });
});

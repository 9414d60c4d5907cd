import { withCheckDigit } from '@rihla/shared/contracts/national-id';
import { addDays, todayIn } from '@rihla/shared/format/today';
import { type Agent, sessionOf } from '../../test/agent';
import { DATABASES } from '../../test/databases';
import { busInput, driverInput } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';
import { zoneOnAnotherDayThanUtc } from '../../test/zone-on-another-day';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe.each(DATABASES)('drivers and attendants on %s', (kind) => {
  let t: TestApp;
  let admin: Agent;
  let busId: string;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await sessionOf(t.app);
    busId = (await admin.call('POST', '/api/v1/buses', { body: busInput() })).json().id;
  });
  afterAll(() => t?.close());

  it('stores the phone in E.164 and shows the assigned bus both ways', async () => {
    const created = await admin.call('POST', '/api/v1/drivers', {
      body: driverInput({ phone: '050 123 4567', assignedBusId: busId }),
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ phone: '+966501234567', assignedBus: { id: busId } });
    const bus = await admin.call('GET', `/api/v1/buses/${busId}`);
    expect(bus.json().driver).toMatchObject({ id: created.json().id, fullName: created.json().fullName });
  });

  it('takes the phone and national id typed in Arabic-Indic digits and stores them in Latin digits', async () => {
    const nationalId = withCheckDigit('198765432');
    const arabic = (latin: string) => latin.replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!);
    const created = await admin.call('POST', '/api/v1/drivers', {
      body: driverInput({ phone: '٠٥٥ ٢٢٢ ٣٣٤٤', nationalId: arabic(nationalId) }),
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ phone: '+966552223344', nationalId });
    const found = await admin.call('GET', `/api/v1/drivers?q=${encodeURIComponent('٠٥٥٢٢٢٣٣٤٤')}`);
    expect(found.json().items.map((person: { id: string }) => person.id)).toContain(created.json().id);
  });

  it('finds a person by the phone as people type it, and by part of the national id', async () => {
    const created = (
      await admin.call('POST', '/api/v1/drivers', {
        body: driverInput({ phone: '0557654321', fullName: 'Fahad Search' }),
      })
    ).json();
    for (const q of ['0557654321', '+96655765', 'fahad sea', created.nationalId.slice(2, 8)]) {
      const found = await admin.call('GET', `/api/v1/drivers?q=${encodeURIComponent(q)}`);
      expect(
        found.json().items.map((d: { id: string }) => d.id),
        q,
      ).toContain(created.id);
    }
  });

  it('keeps an optional English name, found by search, exported beside the Arabic one, and cleared when emptied', async () => {
    const created = await admin.call('POST', '/api/v1/drivers', {
      body: driverInput({ fullName: 'نايف سعد الشمري', fullNameEn: '  Naif Saad Al-Shammari ' }),
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      fullName: 'نايف سعد الشمري',
      fullNameEn: 'Naif Saad Al-Shammari',
    });
    const found = await admin.call('GET', `/api/v1/drivers?q=${encodeURIComponent('naif saad')}`);
    expect(found.json().items.map((d: { id: string }) => d.id)).toContain(created.json().id);
    const csv = await admin.call(
      'GET',
      `/api/v1/drivers/export.csv?q=${encodeURIComponent('naif saad')}&lang=en`,
    );
    const [header, row] = csv.body.slice(1).trim().split('\r\n');
    expect(header).toMatch(/^Full name,Name in English,/);
    expect(row).toMatch(/^نايف سعد الشمري,Naif Saad Al-Shammari,/);
    const { id, version, assignedBus: _bus, createdAt: _c, updatedAt: _u, ...fields } = created.json();
    const cleared = await admin.call('PUT', `/api/v1/drivers/${id}`, {
      body: { ...fields, fullNameEn: '', version },
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().fullNameEn).toBeNull();
    const tooShort = await admin.call('POST', '/api/v1/drivers', { body: driverInput({ fullNameEn: 'N' }) });
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json().errors).toEqual([
      expect.objectContaining({ path: 'fullNameEn', code: 'validation.tooShort' }),
    ]);
  });

  it('allows one driver and one attendant per bus, refusing a second of either role', async () => {
    const attendant = await admin.call('POST', '/api/v1/drivers', {
      body: driverInput({
        role: 'attendant',
        licenseNumber: null,
        licenseExpiry: null,
        assignedBusId: busId,
      }),
    });
    expect(attendant.statusCode, attendant.body).toBe(201);
    const second = await admin.call('POST', '/api/v1/drivers', {
      body: driverInput({ assignedBusId: busId }),
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'fleet.busTaken', errors: [{ path: 'assignedBusId' }] });
  });

  it('refuses an assignment to a bus that does not exist', async () => {
    const response = await admin.call('POST', '/api/v1/drivers', {
      body: driverInput({ assignedBusId: '00000000-0000-4000-8000-000000000000' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject([{ path: 'assignedBusId', code: 'fleet.busMissing' }]);
  });

  it('refuses a national id that is already registered', async () => {
    const body = driverInput();
    expect((await admin.call('POST', '/api/v1/drivers', { body })).statusCode).toBe(201);
    const again = await admin.call('POST', '/api/v1/drivers', { body: { ...body, phone: '0559999999' } });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'fleet.nationalIdTaken', errors: [{ path: 'nationalId' }] });
  });

  it('requires a licence of a driver and names the fields', async () => {
    const response = await admin.call('POST', '/api/v1/drivers', {
      body: driverInput({ licenseNumber: null, licenseExpiry: null }),
    });
    expect(response.statusCode).toBe(400);
    expect(
      response
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(['licenseExpiry', 'licenseNumber']);
  });

  it('filters by role and by documents expiring within N days (or expired)', async () => {
    const soon = await admin.call('POST', '/api/v1/drivers', {
      body: driverInput({ fullName: 'سعد المنتهي', medicalExpiry: inDays(10) }),
    });
    const expired = await admin.call('POST', '/api/v1/drivers', {
      body: driverInput({ fullName: 'سعد المنتهي', licenseExpiry: inDays(-3) }),
    });
    await admin.call('POST', '/api/v1/drivers', { body: driverInput({ fullName: 'سعد المنتهي' }) });
    const list = await admin.call(
      'GET',
      `/api/v1/drivers?q=${encodeURIComponent('المنتهي')}&expiringWithinDays=30`,
    );
    expect(list.statusCode).toBe(200);
    expect(
      list
        .json()
        .items.map((d: { id: string }) => d.id)
        .sort(),
    ).toEqual([soon.json().id, expired.json().id].sort());
    const attendants = await admin.call('GET', '/api/v1/drivers?role=attendant');
    expect(attendants.json().items.every((d: { role: string }) => d.role === 'attendant')).toBe(true);
    expect(attendants.json().total).toBe(1);
  });

  it('updates with the version and keeps history', async () => {
    const created = (await admin.call('POST', '/api/v1/drivers', { body: driverInput() })).json();
    const body = { ...driverInput({ nationalId: created.nationalId, status: 'on_leave' }), version: 1 };
    const updated = await admin.call('PUT', `/api/v1/drivers/${created.id}`, { body });
    expect(updated.json()).toMatchObject({ status: 'on_leave', version: 2 });
    expect((await admin.call('PUT', `/api/v1/drivers/${created.id}`, { body })).json().code).toBe(
      'conflict.stale',
    );
    const removed = await admin.call('DELETE', `/api/v1/drivers/${created.id}?version=2`);
    expect(removed.statusCode).toBe(204);
    const history = await admin.call('GET', `/api/v1/drivers/${created.id}/history`);
    expect(history.json().items.map((e: { action: string }) => e.action)).toEqual([
      'delete',
      'update',
      'create',
    ]);
  });

  it('exports the filtered people as CSV', async () => {
    const response = await admin.call('GET', '/api/v1/drivers/export.csv?role=attendant');
    const lines = response.body.slice(1).trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('مرافق');
  });

  it('keeps the first-aid and proficiency expiries and an attendant’s date of birth, refusing an attendant of 17', async () => {
    const created = await admin.call('POST', '/api/v1/drivers', {
      body: driverInput({
        role: 'attendant',
        licenseNumber: null,
        licenseExpiry: null,
        firstAidExpiry: inDays(200),
        proficiencyExpiry: inDays(300),
        dateOfBirth: '1990-04-01',
      }),
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      firstAidExpiry: inDays(200),
      proficiencyExpiry: inDays(300),
      dateOfBirth: '1990-04-01',
    });
    const [y, m, d] = inDays(0).split('-').map(Number) as [number, number, number];
    const seventeen = await admin.call('POST', '/api/v1/drivers', {
      body: driverInput({
        role: 'attendant',
        licenseNumber: null,
        licenseExpiry: null,
        dateOfBirth: new Date(Date.UTC(y - 17, m - 1, d)).toISOString().slice(0, 10),
      }),
      headers: { 'accept-language': 'en' },
    });
    expect(seventeen.statusCode).toBe(400);
    expect(seventeen.json().errors).toEqual([expect.objectContaining({ path: 'dateOfBirth' })]);
  });

  it('lists a person whose first aid or proficiency test runs out among the expiring, and exports both', async () => {
    const soon = await admin.call('POST', '/api/v1/drivers', {
      body: driverInput({ fullName: 'شهادة قريبة', firstAidExpiry: inDays(5), licenseExpiry: inDays(900) }),
    });
    await admin.call('POST', '/api/v1/drivers', {
      body: driverInput({
        fullName: 'شهادة قريبة',
        proficiencyExpiry: inDays(400),
        licenseExpiry: inDays(900),
      }),
    });
    const list = await admin.call(
      'GET',
      `/api/v1/drivers?q=${encodeURIComponent('شهادة قريبة')}&expiringWithinDays=30`,
    );
    expect(list.json().items.map((p: { id: string }) => p.id)).toEqual([soon.json().id]);
    const csv = await admin.call(
      'GET',
      `/api/v1/drivers/export.csv?q=${encodeURIComponent('شهادة قريبة')}&lang=en`,
    );
    const [header, ...rows] = csv.body.slice(1).trim().split('\r\n');
    expect(header).toContain('First-aid certificate expiry,TGA proficiency test expiry,Date of birth');
    expect(rows.join('\n')).toContain(inDays(5));
  });

  it("counts 'expiring within N days' from the operators' day (TIME_ZONE), not UTC's", async () => {
    const zone = zoneOnAnotherDayThanUtc();
    const other = await startTestApp(kind, { TIME_ZONE: zone });
    try {
      const operator = await sessionOf(other.app);
      const today = todayIn(zone);
      const lastDay = await operator.call('POST', '/api/v1/drivers', {
        body: driverInput({ fullName: 'حد المهلة', medicalExpiry: addDays(today, 30) }),
      });
      await operator.call('POST', '/api/v1/drivers', {
        body: driverInput({ fullName: 'حد المهلة', medicalExpiry: addDays(today, 31) }),
      });
      const list = await operator.call(
        'GET',
        `/api/v1/drivers?q=${encodeURIComponent('حد المهلة')}&expiringWithinDays=30`,
      );
      expect(list.json().items.map((d: { id: string }) => d.id)).toEqual([lastDay.json().id]);
    } finally {
      await other.close();
    }
  });
});

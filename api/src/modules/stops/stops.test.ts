import { type Agent, sessionOf } from '../../test/agent';
import { DATABASES } from '../../test/databases';
import { schoolInput, stopInput } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';

describe.each(DATABASES)('stops on %s', (kind) => {
  let t: TestApp;
  let admin: Agent;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await sessionOf(t.app);
  });
  afterAll(() => t?.close());

  it('lists stops of a district, searchable by Arabic or English name, sorted and paged', async () => {
    for (const [nameAr, nameEn] of [
      ['مسجد الرحمة', 'Al-Rahma mosque'],
      ['دوار النخيل', 'Palm roundabout'],
      ['بوابة مجمع الورود', 'Al-Wurud compound gate'],
    ]) {
      const created = await admin.call('POST', '/api/v1/stops', {
        body: stopInput({ nameAr, nameEn, district: 'الورود' }),
      });
      expect(created.statusCode, created.body).toBe(201);
    }
    const district = await admin.call(
      'GET',
      `/api/v1/stops?district=${encodeURIComponent('الورود')}&sort=nameEn:asc`,
    );
    expect(district.json().items.map((s: { nameEn: string }) => s.nameEn)).toEqual([
      'Al-Rahma mosque',
      'Al-Wurud compound gate',
      'Palm roundabout',
    ]);
    const arabic = await admin.call('GET', `/api/v1/stops?q=${encodeURIComponent('الرحمه')}`);
    expect(arabic.json().items.map((s: { nameEn: string }) => s.nameEn)).toEqual(['Al-Rahma mosque']);
    const paged = await admin.call(
      'GET',
      '/api/v1/stops?district=%D8%A7%D9%84%D9%88%D8%B1%D9%88%D8%AF&pageSize=2&page=2',
    );
    expect(paged.json()).toMatchObject({ total: 3, page: 2, pageSize: 2 });
  });

  it('exports the same query as CSV', async () => {
    const response = await admin.call('GET', `/api/v1/stops/export.csv?q=${encodeURIComponent('النخيل')}`);
    expect(response.statusCode).toBe(200);
    const lines = response.body.slice(1).trim().split('\r\n');
    expect(lines[0]).toBe('الاسم بالعربية,الاسم بالإنجليزية,الحي,خط العرض,خط الطول,ملاحظات,المعرّف');
    expect(lines).toHaveLength(2);
  });

  it('records which schools a stop serves, refuses unknown schools and forgets a deleted school', async () => {
    const school = (await admin.call('POST', '/api/v1/schools', { body: schoolInput() })).json();
    const created = await admin.call('POST', '/api/v1/stops', {
      body: stopInput({ nameAr: 'حديقة السلام', nameEn: 'Al-Salam park', schoolIds: [school.id, school.id] }),
    });
    expect(created.json().schoolIds).toEqual([school.id]);
    const served = await admin.call('GET', `/api/v1/stops?schoolId=${school.id}`);
    expect(served.json().items.map((s: { nameEn: string }) => s.nameEn)).toEqual(['Al-Salam park']);

    const unknown = await admin.call('POST', '/api/v1/stops', {
      body: stopInput({ schoolIds: ['00000000-0000-4000-8000-000000000000'] }),
    });
    expect(unknown.json()).toMatchObject({
      status: 409,
      errors: [{ path: 'schoolIds', code: 'validation.missingReference' }],
    });

    expect((await admin.call('DELETE', `/api/v1/schools/${school.id}?version=1`)).statusCode).toBe(204);
    const after = await admin.call('GET', `/api/v1/stops/${created.json().id}`);
    expect(after.json().schoolIds).toEqual([]);
  });

  it("refuses a stop at 0, 0 or outside Saudi Arabia, and an Arabic name with no Arabic letter, in the reader's language", async () => {
    const atNullIsland = await admin.call('POST', '/api/v1/stops?lang=en', {
      body: stopInput({ lat: 0, lng: 0 }),
    });
    expect(atNullIsland.statusCode).toBe(400);
    expect(atNullIsland.json().errors).toEqual([
      expect.objectContaining({ path: 'lat', code: 'validation.outsideServiceArea' }),
      expect.objectContaining({ path: 'lng', code: 'validation.outsideServiceArea' }),
    ]);
    // Latitude and longitude swapped: Riyadh's numbers the wrong way round.
    const swapped = await admin.call('POST', '/api/v1/stops', {
      body: stopInput({ lat: 46.64, lng: 24.82 }),
    });
    expect(swapped.json().errors[0]).toMatchObject({
      path: 'lat',
      message: expect.stringMatching(/خارج المملكة/),
    });
    const latinName = await admin.call('POST', '/api/v1/stops?lang=en', {
      body: stopInput({ nameAr: 'Gate 5' }),
    });
    expect(latinName.json().errors).toEqual([
      expect.objectContaining({ path: 'nameAr', message: 'Write the Arabic name in Arabic letters' }),
    ]);
  });
});

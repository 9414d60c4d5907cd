import { addDays, todayIn } from '@rihla/shared/format/today';
import { type Agent, sessionOf } from '../../test/agent';
import { DATABASES } from '../../test/databases';
import { busInput, driverInput, schoolInput, stopInput } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';

const en = { 'accept-language': 'en' };

/** Every phone an operator enters is a Saudi number, stored in E.164 whatever way it was typed. */
describe.each(DATABASES)('phones in a valid format on %s', (kind) => {
  let t: TestApp;
  let admin: Agent;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await sessionOf(t.app);
  });
  afterAll(() => t?.close());

  const companyBody = (phone: string, version: number) => ({
    legalNameAr: 'شركة رحلة للنقل المدرسي',
    legalNameEn: 'Rihla School Transport Co.',
    phone,
    currency: 'SAR',
    timeZone: 'Asia/Riyadh',
    version,
  });

  it("keeps the company's landline, unified number or mobile in E.164 and refuses other digits", async () => {
    const refused = await admin.call('PUT', '/api/v1/company', {
      body: companyBody('12345678', 1),
      headers: en,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      expect.objectContaining({
        path: 'phone',
        message:
          'Enter a valid Saudi phone: a mobile such as 0501234567, a landline such as 0112345678 or a unified number such as 920012345',
      }),
    ]);
    let version = 1;
    for (const [typed, stored] of [
      ['011 234 5678', '+966112345678'],
      ['920012345', '+966920012345'],
      ['+966 50 123 4567', '+966501234567'],
    ] as const) {
      const saved = await admin.call('PUT', '/api/v1/company', { body: companyBody(typed, version) });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().phone).toBe(stored);
      version = saved.json().version;
    }
  });

  it("keeps a school's office line in E.164 and refuses free text", async () => {
    const refused = await admin.call('POST', '/api/v1/schools', {
      body: schoolInput({ phone: 'ext 12' }),
      headers: en,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([expect.objectContaining({ path: 'phone' })]);
    const saved = await admin.call('POST', '/api/v1/schools', {
      body: schoolInput({ phone: '011-456-7890' }),
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json().phone).toBe('+966114567890');
  });

  it("stores a driver's and a guardian's mobile typed with 00966 in E.164", async () => {
    const driver = await admin.call('POST', '/api/v1/drivers', {
      body: driverInput({ phone: '00966 50 765 4321' }),
    });
    expect(driver.statusCode, driver.body).toBe(201);
    expect(driver.json().phone).toBe('+966507654321');
    const parent = await admin.call('POST', '/api/v1/parents', {
      body: { name: 'سعد القحطاني', phone: '00966551112233' },
    });
    expect(parent.statusCode, parent.body).toBe(201);
    expect(parent.json().phone).toBe('+966551112233');
  });

  it("refuses an attendant's phone that is not a Saudi mobile and stores a good one in E.164", async () => {
    const schoolId = (await admin.call('POST', '/api/v1/schools', { body: schoolInput() })).json().id;
    const stopId = (await admin.call('POST', '/api/v1/stops', { body: stopInput() })).json().id;
    const trip = async (attendantPhone: string) =>
      admin.call('POST', '/api/v1/trips', {
        headers: en,
        body: {
          name: 'الملقا صباحًا',
          direction: 'to_school',
          schoolId,
          busId: (await admin.call('POST', '/api/v1/buses', { body: busInput() })).json().id,
          driverId: (await admin.call('POST', '/api/v1/drivers', { body: driverInput() })).json().id,
          attendantPhone,
          date: addDays(todayIn('Asia/Riyadh'), 1),
          departureTime: '06:00',
          stops: [{ stopId, plannedTime: '06:15', studentIds: [] }],
        },
      });
    const refused = await trip('0123');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      expect.objectContaining({
        path: 'attendantPhone',
        message: 'Enter a valid Saudi mobile number, e.g. 0501234567',
      }),
    ]);
    const empty = await trip('');
    expect(empty.statusCode, empty.body).toBe(201);
    expect(empty.json().attendantPhone).toBeNull();
    const saved = await trip('966 50 222 3344');
    expect(saved.json().attendantPhone).toBe('+966502223344');
  });
});

import { GETTING_STARTED_STEPS } from '@rihla/shared/contracts/overview';
import { todayIn } from '@rihla/shared/format/today';
import { type Agent, sessionAs, sessionOf } from '../../test/agent';
import { DATABASES } from '../../test/databases';
import { busInput, driverInput, packageInput, schoolInput, stopInput } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';

describe.each(DATABASES)('the getting-started checklist on %s', (kind) => {
  let t: TestApp;
  let admin: Agent;

  const post = async (url: string, body: unknown, method: 'POST' | 'PUT' = 'POST') => {
    const answer = await admin.call(method, url, { body });
    if (answer.statusCode >= 300) throw new Error(`${url}: ${answer.statusCode} ${answer.body}`);
    return answer.json();
  };
  const done = async (agent = admin) => {
    const answer = await agent.call('GET', '/api/v1/overview/getting-started');
    expect(answer.statusCode).toBe(200);
    return answer.json().done as Record<string, boolean>;
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await sessionOf(t.app);
  });
  afterAll(() => t?.close());

  it('ticks each step as its first record is made, from an empty install to the first trip', async () => {
    expect(await done()).toEqual(Object.fromEntries(GETTING_STARTED_STEPS.map((step) => [step, false])));

    const company = (await admin.call('GET', '/api/v1/company')).json();
    await post(
      '/api/v1/company',
      {
        legalNameAr: 'شركة رحلة',
        legalNameEn: 'Rihla Co.',
        currency: 'SAR',
        timeZone: 'Asia/Riyadh',
        version: company.version,
      },
      'PUT',
    );
    const dispatcher = await sessionAs(admin.app, 'dispatcher');
    const school = await post('/api/v1/schools', schoolInput());
    const stop = await post('/api/v1/stops', stopInput());
    const bus = await post('/api/v1/buses', busInput());
    const driver = await post('/api/v1/drivers', driverInput());
    await post('/api/v1/packages', packageInput());
    expect(await done()).toEqual({
      ...Object.fromEntries(GETTING_STARTED_STEPS.map((s) => [s, true])),
      trips: false,
    });

    await post('/api/v1/trips', {
      name: 'الملز صباحًا',
      direction: 'to_school',
      schoolId: school.id,
      busId: bus.id,
      driverId: driver.id,
      date: todayIn('Asia/Riyadh'),
      departureTime: '23:00',
      stops: [{ stopId: stop.id, plannedTime: '23:00', studentIds: [] }],
    });
    expect((await done()).trips).toBe(true);

    // Setting up is the administrator's: another role is refused.
    expect((await dispatcher.call('GET', '/api/v1/overview/getting-started')).statusCode).toBe(403);
  });
});

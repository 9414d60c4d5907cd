import { todayIn } from '@rihla/shared/format/today';
import { and, eq } from 'drizzle-orm';
import { type Agent, sessionAs, sessionOf } from '../../test/agent';
import { completedTrip as completeTrip } from '../../test/completed-trip';
import { DATABASES } from '../../test/databases';
import { driverInput, schoolInput, stopInput } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';
import { tripEvents } from '../trips/trips.table';

const today = todayIn('Asia/Riyadh');
const en = { 'accept-language': 'en' };

describe.each(DATABASES)('settlements on %s', (kind) => {
  let t: TestApp;
  let admin: Agent;
  let driverId: string;
  let lateTripId: string;

  async function completedTrip(departureTime: string, startDelayMinutes: number): Promise<string> {
    const schoolId = (await admin.call('POST', '/api/v1/schools', { body: schoolInput() })).json().id;
    const stopId = (await admin.call('POST', '/api/v1/stops', { body: stopInput() })).json().id;
    const tripId = await completeTrip(admin, { schoolId, stopId, driverId, date: today, departureTime });
    const startedAt = new Date(Date.parse(`${today}T${departureTime}:00+03:00`) + startDelayMinutes * 60_000);
    await t.app.db
      .update(tripEvents)
      .set({ at: startedAt })
      .where(and(eq(tripEvents.tripId, tripId), eq(tripEvents.toStatus, 'in_progress')));
    return tripId;
  }

  beforeAll(async () => {
    t = await startTestApp(kind, { TIME_ZONE: 'Asia/Riyadh' });
    admin = await sessionOf(t.app);
    driverId = (await admin.call('POST', '/api/v1/drivers', { body: driverInput({ tripRate: 5000 }) })).json()
      .id;
    lateTripId = await completedTrip('06:00', 25);
    await completedTrip('13:00', 5);
  });
  afterAll(() => t?.close());

  const compose = {
    driverId: '',
    periodStart: today,
    periodEnd: today,
    deductionsHalalas: 500,
    deductionNote: 'سلفة',
  };

  it('composes from completed trips x rate less late penalties and deductions, then draft -> approved -> paid', async () => {
    const body = { ...compose, driverId };
    const preview = await admin.call('POST', '/api/v1/settlements/preview', { body });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({
      tripCount: 2,
      lateTripCount: 1,
      rateHalalas: 5000,
      grossHalalas: 10_000,
      latePenaltyHalalas: 1000,
      deductionsHalalas: 500,
      netHalalas: 8500,
    });
    expect(preview.json().lines.find((l: { tripId: string }) => l.tripId === lateTripId).lateMinutes).toBe(
      25,
    );

    const created = await admin.call('POST', '/api/v1/settlements', { body });
    expect(created.statusCode, created.body).toBe(201);
    const settlement = created.json();
    expect(settlement).toMatchObject({ status: 'draft', netHalalas: 8500, lines: expect.any(Array) });

    const again = await admin.call('POST', '/api/v1/settlements', { body, headers: en });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ code: 'finance.noTrips' });

    const skip = await admin.call('POST', `/api/v1/settlements/${settlement.id}/transitions`, {
      body: { to: 'paid', version: settlement.version },
      headers: en,
    });
    expect(skip.statusCode).toBe(409);
    expect(skip.json()).toMatchObject({ code: 'finance.illegalMove', allowed: ['approved'] });

    const approved = await admin.call('POST', `/api/v1/settlements/${settlement.id}/transitions`, {
      body: { to: 'approved', version: settlement.version },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const stale = await admin.call('POST', `/api/v1/settlements/${settlement.id}/transitions`, {
      body: { to: 'paid', version: settlement.version },
    });
    expect(stale.statusCode).toBe(409);
    const paid = await admin.call('POST', `/api/v1/settlements/${settlement.id}/transitions`, {
      body: { to: 'paid', version: approved.json().version, paymentReference: 'TRF-2211' },
    });
    expect(paid.json()).toMatchObject({ status: 'paid', paymentReference: 'TRF-2211' });
    expect(paid.json().approvedAt).not.toBeNull();

    const history = (await admin.call('GET', `/api/v1/settlements/${settlement.id}/history`)).json();
    expect(history.items.map((e: { action: string }) => e.action)).toEqual([
      'transition',
      'transition',
      'create',
    ]);

    const list = (await admin.call('GET', `/api/v1/settlements?status=paid&driverId=${driverId}`)).json();
    expect(list.items.map((s: { id: string }) => s.id)).toEqual([settlement.id]);
    expect((await admin.call('GET', '/api/v1/settlements?status=draft')).json().total).toBe(0);
    const csv = await admin.call('GET', `/api/v1/settlements/export.csv?driverId=${driverId}`);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('85.00');
  });

  it('refuses an attendant, a period that ends before it starts and deductions above the earnings', async () => {
    const attendant = (
      await admin.call('POST', '/api/v1/drivers', { body: driverInput({ role: 'attendant' }) })
    ).json().id;
    const refused = await admin.call('POST', '/api/v1/settlements/preview', {
      body: { ...compose, driverId: attendant },
      headers: en,
    });
    expect(refused.json()).toMatchObject({ status: 422, code: 'finance.notADriver' });
    const order = await admin.call('POST', '/api/v1/settlements/preview', {
      body: { ...compose, driverId, periodStart: '2026-02-02', periodEnd: '2026-02-01' },
      headers: en,
    });
    expect(order.statusCode).toBe(400);
    expect(order.json().errors).toMatchObject([
      { path: 'periodEnd', code: 'finance.periodOrder', message: 'The period ends before it starts' },
    ]);
    const other = (await admin.call('POST', '/api/v1/drivers', { body: driverInput() })).json().id;
    driverId = other;
    await completedTrip('07:00', 0);
    const negative = await admin.call('POST', '/api/v1/settlements', {
      body: { ...compose, driverId: other, deductionsHalalas: 6000 },
    });
    expect(negative.statusCode).toBe(422);
    expect(negative.json().code).toBe('finance.negativeNet');
  });

  it('lets finance compose and dispatchers not even read settlements', async () => {
    const finance = await sessionAs(admin.app, 'finance');
    const dispatcher = await sessionAs(admin.app, 'dispatcher');
    expect((await finance.call('GET', '/api/v1/settlements')).statusCode).toBe(200);
    expect((await dispatcher.call('GET', '/api/v1/settlements')).statusCode).toBe(403);
    expect(
      (
        await finance.call('POST', '/api/v1/settlements', {
          body: { ...compose, driverId, deductionsHalalas: 0 },
        })
      ).statusCode,
    ).toBe(201);
  });
});

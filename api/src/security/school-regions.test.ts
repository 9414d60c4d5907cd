import { eq } from 'drizzle-orm';
import { riderScans } from '../modules/devices/devices.table';
import { operators } from '../modules/operators/operators.table';
import { regions } from '../modules/regions/regions.table';
import { trips } from '../modules/trips/trips.table';
import { type Agent, sessionOf } from '../test/agent';
import { DATABASES } from '../test/databases';
import { schoolInput, studentInput } from '../test/fixtures';
import { startTestApp, type TestApp } from '../test/test-app';
import { todaysTrip } from '../test/todays-trip';

interface Campus {
  schoolId: string;
  studentId: string;
  tripId: string;
  busId: string;
}

const en = { 'accept-language': 'en' };

describe.each(DATABASES)('regions and the school role on the live screens on %s', (kind) => {
  let t: TestApp;
  let admin: Agent;
  let north: Campus;
  let south: Campus;
  let east: Campus;
  let serial = 0;

  /** A school with one student riding a trip of today. */
  async function campus(): Promise<Campus> {
    const schoolId = (await admin.call('POST', '/api/v1/schools', { body: schoolInput() })).json().id;
    const student = (await admin.call('POST', '/api/v1/students', { body: studentInput(schoolId) })).json();
    const { tripId, busId } = await todaysTrip(t.app, admin, schoolId, [student.id]);
    return { schoolId, studentId: student.id, tripId, busId };
  }

  async function region(schoolIds: string[]): Promise<{ id: string; version: number }> {
    serial += 1;
    const created = await admin.call('POST', '/api/v1/regions', {
      body: { nameAr: `منطقة ${serial}`, nameEn: `Region ${serial}`, schoolIds },
    });
    expect(created.statusCode, created.body).toBe(201);
    return created.json();
  }

  async function operatorAs(
    role: string,
    scope: { schoolIds?: string[] | null; regionIds?: string[] | null },
  ) {
    serial += 1;
    const email = `${role}-region-${serial}@rihla.test`;
    const created = await admin.call('POST', '/api/v1/operators', {
      body: { email, name: 'منسق المنطقة', role, password: 'school-password-1', ...scope },
    });
    expect(created.statusCode, created.body).toBe(201);
    return { agent: await sessionOf(t.app, email), operator: created.json() };
  }

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await sessionOf(t.app);
    north = await campus();
    south = await campus();
    east = await campus();
  });
  afterAll(() => t?.close());

  it('keeps regions as versioned, audited settings records, refusing what would limit to nothing', async () => {
    const created = await region([north.schoolId, south.schoolId, north.schoolId]);
    expect(created).toMatchObject({ version: 1, schoolIds: [north.schoolId, south.schoolId] });
    const listed = (await admin.call('GET', `/api/v1/regions?schoolId=${south.schoolId}`)).json();
    expect(listed.items.map((item: { id: string }) => item.id)).toEqual([created.id]);
    const csv = (await admin.call('GET', '/api/v1/regions/export.csv?lang=en')).body;
    expect(csv).toContain('Region');

    const empty = await admin.call('POST', '/api/v1/regions', {
      body: { nameAr: 'فارغة', nameEn: 'Empty', schoolIds: [] },
      headers: en,
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual([
      expect.objectContaining({
        path: 'schoolIds',
        code: 'operators.regionSchoolsEmpty',
        message: expect.stringMatching(/at least one school/),
      }),
    ]);
    const unknown = await admin.call('POST', '/api/v1/regions', {
      body: { nameAr: 'مجهولة', nameEn: 'Unknown', schoolIds: [north.studentId] },
    });
    expect(unknown.json().errors[0]).toMatchObject({
      path: 'schoolIds',
      code: 'validation.missingReference',
    });

    const edited = await admin.call('PUT', `/api/v1/regions/${created.id}`, {
      body: { nameAr: 'الشمال', nameEn: 'North', schoolIds: [north.schoolId], version: 1 },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ version: 2, nameEn: 'North', schoolIds: [north.schoolId] });
    const history = (await admin.call('GET', `/api/v1/regions/${created.id}/history`)).json();
    expect(history.items.map((entry: { action: string }) => entry.action)).toEqual(['update', 'create']);

    // Deleting a region an operator is limited to is refused, and the region stays.
    await operatorAs('dispatcher', { regionIds: [created.id] });
    const refused = await admin.call('DELETE', `/api/v1/regions/${created.id}?version=2`, { headers: en });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'operators.regionInUse',
      title: expect.stringMatching(/take it out/),
    });
    expect((await admin.call('GET', `/api/v1/regions/${created.id}`)).statusCode).toBe(200);
    const spare = await region([east.schoolId]);
    expect((await admin.call('DELETE', `/api/v1/regions/${spare.id}?version=1`)).statusCode).toBe(204);

    // Only administrators keep them.
    const dispatcher = await operatorAs('dispatcher', { schoolIds: null });
    expect((await dispatcher.agent.call('GET', '/api/v1/regions')).statusCode).toBe(403);
  });

  it("refuses an operator's region choice that is empty, unknown or holds no school, saving nothing", async () => {
    const body = { email: 'region-refused@rihla.test', name: 'منسق', password: 'school-password-1' };
    const emptyRegion = (await region([east.schoolId])).id;
    // A region whose only school is gone (a list, not a foreign key) limits to nothing.
    await t.app.db
      .update(regions)
      .set({ schoolIds: [north.studentId] })
      .where(eq(regions.id, emptyRegion));
    const cases = [
      { role: 'dispatcher', regionIds: [], code: 'operators.regionsEmpty', text: /at least one region/ },
      { role: 'admin', regionIds: [emptyRegion], code: 'operators.adminUnscoped', text: /every school/ },
      { role: 'viewer', regionIds: [north.schoolId], code: 'validation.missingReference', text: /./ },
      { role: 'school', regionIds: [emptyRegion], code: 'operators.scopeNoSchool', text: /hold no school/ },
    ];
    for (const { role, regionIds, code, text } of cases) {
      const refused = await admin.call('POST', '/api/v1/operators', {
        body: { ...body, role, regionIds },
        headers: en,
      });
      expect(refused.statusCode, `${role} ${refused.body}`).toBe(400);
      expect(refused.json().errors).toEqual([
        expect.objectContaining({ path: 'regionIds', code, message: expect.stringMatching(text) }),
      ]);
    }
    expect(await t.app.db.select().from(operators).where(eq(operators.email, body.email))).toEqual([]);
    // A school account with a region and no school of its own is limited enough.
    const staffRegion = await region([east.schoolId]);
    const { operator } = await operatorAs('school', { regionIds: [staffRegion.id] });
    expect(operator).toMatchObject({ schoolIds: null, regionIds: [staffRegion.id] });
    // An edit leaving out the regions keeps them; emptying both is refused.
    const kept = await admin.call('PUT', `/api/v1/operators/${operator.id}`, {
      body: { name: 'منسق', role: 'school', active: true, version: operator.version },
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().regionIds).toEqual([staffRegion.id]);
    const emptied = await admin.call('PUT', `/api/v1/operators/${operator.id}`, {
      body: { name: 'منسق', role: 'school', active: true, regionIds: null, version: kept.json().version },
    });
    expect(emptied.json().errors[0]).toMatchObject({ path: 'schoolIds', code: 'operators.scopeRequired' });
  });

  it("resolves the scope from the regions' schools at each request, following a region's changes", async () => {
    const shared = await region([north.schoolId]);
    const { agent } = await operatorAs('dispatcher', { schoolIds: [east.schoolId], regionIds: [shared.id] });
    const seen = async () =>
      (await agent.call('GET', '/api/v1/students?pageSize=100'))
        .json()
        .items.map((s: { id: string }) => s.id)
        .sort();
    expect((await agent.call('GET', '/api/v1/auth/me')).json().operator.schoolIds).toEqual(
      [north.schoolId, east.schoolId].sort(),
    );
    expect(await seen()).toEqual([north.studentId, east.studentId].sort());
    expect((await agent.call('GET', `/api/v1/students/${south.studentId}`)).statusCode).toBe(404);
    // The region now holds the south school instead: the next request sees it, not the north.
    const moved = await admin.call('PUT', `/api/v1/regions/${shared.id}`, {
      body: { nameAr: 'المشتركة', nameEn: 'Shared', schoolIds: [south.schoolId], version: shared.version },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await seen()).toEqual([south.studentId, east.studentId].sort());
    expect((await agent.call('GET', `/api/v1/students/${north.studentId}`)).statusCode).toBe(404);
    const today = (await agent.call('GET', '/api/v1/monitoring/today')).json();
    expect(today.trips.map((trip: { id: string }) => trip.id).sort()).toEqual(
      [south.tripId, east.tripId].sort(),
    );
  });

  it("shows a school's staff their school's buses on the road, who is on board and their on-time figures only", async () => {
    const date = t.app.operatorsToday();
    await t.app.db.update(trips).set({ status: 'in_progress' }).where(eq(trips.date, date));
    await t.app.db.insert(riderScans).values(
      [north, south].map((c) => ({
        tripId: c.tripId,
        busId: c.busId,
        studentId: c.studentId,
        kind: 'on' as const,
        at: new Date(),
      })),
    );
    const northRegion = await region([north.schoolId]);
    const { agent: staff } = await operatorAs('school', { regionIds: [northRegion.id] });

    const onBoard = (await staff.call('GET', '/api/v1/monitoring/on-board')).json();
    expect(onBoard.trips).toHaveLength(1);
    expect(onBoard.trips[0]).toMatchObject({
      tripId: north.tripId,
      riders: [{ studentId: north.studentId }],
    });
    const everyone = (await admin.call('GET', '/api/v1/monitoring/on-board')).json();
    expect(everyone.trips.map((trip: { tripId: string }) => trip.tripId)).toEqual(
      expect.arrayContaining([north.tripId, south.tripId]),
    );
    expect(
      (await staff.call('GET', '/api/v1/monitoring/buses')).json().map((b: { busId: string }) => b.busId),
    ).toEqual([north.busId]);
    expect((await staff.call('GET', '/api/v1/monitoring/today')).json().trips).toHaveLength(1);
    expect((await staff.call('GET', `/api/v1/trips/${north.tripId}/live`)).statusCode).toBe(200);
    expect((await staff.call('GET', `/api/v1/trips/${north.tripId}/manifest`)).statusCode).toBe(200);
    for (const path of [`/api/v1/trips/${south.tripId}/live`, `/api/v1/trips/${south.tripId}/manifest`]) {
      expect((await staff.call('GET', path)).statusCode, path).toBe(404);
    }
    expect((await staff.call('GET', `/api/v1/monitoring/stream?tripId=${south.tripId}`)).statusCode).toBe(
      404,
    );
    // Still read-only, and no alerts.
    expect((await staff.call('GET', '/api/v1/alerts')).statusCode).toBe(403);

    // The on-time figures count the school's completed trips only, as do a limited operator's cards.
    await t.app.db.update(trips).set({ status: 'completed' }).where(eq(trips.date, date));
    const kpis = (await staff.call('GET', `/api/v1/kpis?from=${date}&to=${date}`)).json();
    expect(kpis.trips).toBe(1);
    expect(
      (await admin.call('GET', `/api/v1/kpis?from=${date}&to=${date}`)).json().trips,
    ).toBeGreaterThanOrEqual(3);
    const kpiTrips = (await staff.call('GET', `/api/v1/kpis/trips?from=${date}&to=${date}`)).json();
    expect(kpiTrips.items.map((trip: { tripId: string }) => trip.tripId)).toEqual([north.tripId]);
    const kpiCsv = (await staff.call('GET', `/api/v1/kpis/trips/export.csv?from=${date}&to=${date}`)).body;
    expect(kpiCsv.trim().split('\n')).toHaveLength(2);
    const { agent: dispatcher } = await operatorAs('dispatcher', { schoolIds: [north.schoolId] });
    const cards = (await dispatcher.call('GET', '/api/v1/overview/trips-today')).json();
    expect(cards.total).toBe(1);
    expect((await dispatcher.call('GET', '/api/v1/overview/buses-on-road')).json().fleet).toBe(1);
    const days = (await dispatcher.call('GET', '/api/v1/overview/trips-by-day')).json().days;
    expect(days.at(-1)).toMatchObject({ date, total: 1, completed: 1 });
  });
});

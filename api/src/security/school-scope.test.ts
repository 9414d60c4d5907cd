import { withCheckDigit } from '@rihla/shared/contracts/national-id';
import { plannerRunInputSchema } from '@rihla/shared/contracts/planner';
import { eq, inArray } from 'drizzle-orm';
import { monitorAlerts } from '../modules/alerts/alerts.table';
import { disruptions } from '../modules/disruptions/disruptions.table';
import { notices } from '../modules/notices/notices.table';
import { operators } from '../modules/operators/operators.table';
import { plannerRuns } from '../modules/planner/planner.table';
import { registrationRequests } from '../modules/registration-requests/registration-requests.table';
import { settlements, settlementTrips } from '../modules/settlements/settlements.table';
import { students } from '../modules/students/students.table';
import { trips } from '../modules/trips/trips.table';
import { type Agent, sessionOf } from '../test/agent';
import { billedFamilies } from '../test/billed-families';
import { completedTrip } from '../test/completed-trip';
import { DATABASES } from '../test/databases';
import {
  busInput,
  driverInput,
  packageInput,
  registrationBody,
  schoolInput,
  studentInput,
  vatCompanyBody,
} from '../test/fixtures';
import { baseUrlOf, streamReader } from '../test/live-trips';
import { startTestApp, type TestApp } from '../test/test-app';
import { todaysTrip } from '../test/todays-trip';

interface Campus {
  schoolId: string;
  studentId: string;
  parentId: string;
  tripId: string;
  studentName: string;
  busId: string;
  driverId: string;
  stopId: string;
}

const ids = (list: { items: { id: string }[] }) => list.items.map((item) => item.id).sort();

describe.each(DATABASES)('operators limited to schools on %s', (kind) => {
  let t: TestApp;
  let admin: Agent;
  let north: Campus;
  let south: Campus;
  let phone = 1_200_000;

  /** A school with one parent, their child and a trip of today carrying the child. */
  async function campus(): Promise<Campus> {
    const schoolId = (await admin.call('POST', '/api/v1/schools', { body: schoolInput() })).json().id;
    phone += 1;
    const parent = await admin.call('POST', '/api/v1/parents', {
      body: {
        name: 'نورة سعد القحطاني',
        phone: `056${phone}`,
        nationalId: withCheckDigit(`10${String(2_345_600 + phone - 1_200_000)}`),
      },
    });
    expect(parent.statusCode, parent.body).toBe(201);
    const student = (
      await admin.call('POST', '/api/v1/students', {
        body: studentInput(schoolId, { parentId: parent.json().id }),
      })
    ).json();
    const { tripId, busId, driverId, stopId } = await todaysTrip(t.app, admin, schoolId, [student.id]);
    return {
      schoolId,
      studentId: student.id,
      parentId: parent.json().id,
      tripId,
      studentName: student.nameAr,
      busId,
      driverId,
      stopId,
    };
  }

  async function operatorAs(role: string, schoolIds: string[] | null): Promise<Agent> {
    const email = `${role}-${phone++}@rihla.test`;
    const created = await admin.call('POST', '/api/v1/operators', {
      body: { email, name: 'منسق مدرسة الأندلس', role, password: 'school-password-1', schoolIds },
    });
    expect(created.statusCode, created.body).toBe(201);
    return sessionOf(t.app, email);
  }

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await sessionOf(t.app);
    north = await campus();
    south = await campus();
  });
  afterAll(() => t?.close());

  it('refuses a scope that leaves an operator with no school, in their language, and saves nothing', async () => {
    const body = { email: 'scope-refused@rihla.test', name: 'منسق', password: 'school-password-1' };
    const en = { 'accept-language': 'en' };
    const cases = [
      { role: 'dispatcher', schoolIds: [], code: 'operators.scopeEmpty', text: /at least one school/ },
      { role: 'school', schoolIds: null, code: 'operators.scopeRequired', text: /own schools only/ },
      { role: 'admin', schoolIds: [north.schoolId], code: 'operators.adminUnscoped', text: /every school/ },
      {
        role: 'viewer',
        schoolIds: [north.studentId],
        code: 'validation.missingReference',
        text: /./,
      },
    ];
    for (const { role, schoolIds, code, text } of cases) {
      const refused = await admin.call('POST', '/api/v1/operators', {
        body: { ...body, role, schoolIds },
        headers: en,
      });
      expect(refused.statusCode, `${role} ${refused.body}`).toBe(400);
      expect(refused.json().errors).toEqual([
        expect.objectContaining({ path: 'schoolIds', code, message: expect.stringMatching(text) }),
      ]);
    }
    expect(await t.app.db.select().from(operators).where(eq(operators.email, body.email))).toEqual([]);

    // An edit that would empty the scope, or make a scoped operator an administrator, changes nothing.
    const created = await admin.call('POST', '/api/v1/operators', {
      body: { ...body, role: 'dispatcher', schoolIds: [north.schoolId] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id, version } = created.json();
    const edit = { name: 'منسق', active: true, version };
    const emptied = await admin.call('PUT', `/api/v1/operators/${id}`, {
      body: { ...edit, role: 'dispatcher', schoolIds: [] },
    });
    expect(emptied.json().errors[0]).toMatchObject({ path: 'schoolIds', code: 'operators.scopeEmpty' });
    const promoted = await admin.call('PUT', `/api/v1/operators/${id}`, { body: { ...edit, role: 'admin' } });
    expect(promoted.json().errors[0]).toMatchObject({ path: 'schoolIds', code: 'operators.adminUnscoped' });
    const kept = (await admin.call('GET', `/api/v1/operators/${id}`)).json();
    expect(kept).toMatchObject({ version, role: 'dispatcher', schoolIds: [north.schoolId] });
    // Unscoped again: every school.
    const widened = await admin.call('PUT', `/api/v1/operators/${id}`, {
      body: { ...edit, role: 'dispatcher', schoolIds: null },
    });
    expect(widened.statusCode, widened.body).toBe(200);
    expect(widened.json().schoolIds).toBeNull();
  });

  it("shows a school's staff their school's students, parents and trips only, in lists, searches and exports", async () => {
    const staff = await operatorAs('school', [north.schoolId]);
    expect((await staff.call('GET', '/api/v1/auth/me')).json().operator.schoolIds).toEqual([north.schoolId]);
    const students = (await staff.call('GET', '/api/v1/students?pageSize=100')).json();
    expect(ids(students)).toEqual([north.studentId]);
    expect(students.total).toBe(1);
    const searched = (await staff.call('GET', `/api/v1/students?q=${encodeURIComponent('ريم')}`)).json();
    expect(ids(searched)).toEqual([north.studentId]);
    const csv = (await staff.call('GET', '/api/v1/students/export.csv?lang=en')).body;
    expect(csv).toContain(north.studentName);
    expect(csv).not.toContain(south.studentName);
    expect(ids((await staff.call('GET', '/api/v1/trips?pageSize=100')).json())).toEqual([north.tripId]);
    const tripsCsv = (await staff.call('GET', '/api/v1/trips/export.csv')).body.trim().split('\n');
    expect(tripsCsv).toHaveLength(2);
    expect(ids((await staff.call('GET', '/api/v1/schools')).json())).toEqual([north.schoolId]);
    expect((await staff.call('GET', `/api/v1/students/${north.studentId}`)).statusCode).toBe(200);
    expect((await staff.call('GET', `/api/v1/trips/${north.tripId}`)).statusCode).toBe(200);
    // Read-only, and nothing beyond the students and the trips.
    const write = await staff.call('POST', '/api/v1/students', { body: studentInput(north.schoolId) });
    expect(write.statusCode).toBe(403);
    expect((await staff.call('GET', '/api/v1/parents')).statusCode).toBe(403);
    expect((await staff.call('GET', '/api/v1/buses')).statusCode).toBe(403);

    // A dispatcher limited to the same school: the parents too.
    const dispatcher = await operatorAs('dispatcher', [north.schoolId]);
    expect(ids((await dispatcher.call('GET', '/api/v1/parents?pageSize=100')).json())).toEqual([
      north.parentId,
    ]);
    const parentsCsv = (await dispatcher.call('GET', '/api/v1/parents/export.csv')).body.trim().split('\n');
    expect(parentsCsv).toHaveLength(2);
    // Unscoped operators see both schools, as before.
    const everyone = (await admin.call('GET', '/api/v1/students?pageSize=100')).json();
    expect(ids(everyone)).toEqual(expect.arrayContaining([north.studentId, south.studentId]));
  });

  it("answers 404 for another school's student, parent, trip or school by any route, writes included", async () => {
    const staff = await operatorAs('school', [north.schoolId]);
    const dispatcher = await operatorAs('dispatcher', [north.schoolId]);
    const studentPaths = ['', '/history', '/trips', '/photo', '/absences'].map(
      (tail) => `/api/v1/students/${south.studentId}${tail}`,
    );
    for (const path of [
      ...studentPaths,
      `/api/v1/trips/${south.tripId}`,
      `/api/v1/schools/${south.schoolId}`,
    ]) {
      const answer = await staff.call('GET', path);
      expect(answer.statusCode, `${path} ${answer.body}`).toBe(404);
      expect(answer.json().code).toBe('not-found');
    }
    for (const path of [
      `/api/v1/parents/${south.parentId}`,
      `/api/v1/parents/${south.parentId}/history`,
      `/api/v1/trips/${south.tripId}/history`,
      `/api/v1/trips/${south.tripId}/manifest`,
    ]) {
      const answer = await dispatcher.call('GET', path);
      expect(answer.statusCode, `${path} ${answer.body}`).toBe(404);
    }
    const student = (await admin.call('GET', `/api/v1/students/${south.studentId}`)).json();
    const edit = await dispatcher.call('PUT', `/api/v1/students/${south.studentId}`, {
      body: { ...studentInput(south.schoolId), version: student.version },
    });
    expect(edit.statusCode).toBe(404);
    const removed = await dispatcher.call('DELETE', `/api/v1/students/${south.studentId}?version=1`);
    expect(removed.statusCode).toBe(404);
    expect((await admin.call('GET', `/api/v1/students/${south.studentId}`)).json().version).toBe(
      student.version,
    );
    // Their own school's are theirs to read.
    expect((await dispatcher.call('GET', `/api/v1/parents/${north.parentId}`)).statusCode).toBe(200);
  });

  it("shows a limited operator the buses and crews of their schools' trips only", async () => {
    const dispatcher = await operatorAs('dispatcher', [north.schoolId]);
    expect(ids((await dispatcher.call('GET', '/api/v1/buses?pageSize=100')).json())).toEqual([north.busId]);
    expect(ids((await dispatcher.call('GET', '/api/v1/drivers?pageSize=100')).json())).toEqual([
      north.driverId,
    ]);
    const busesCsv = (await dispatcher.call('GET', '/api/v1/buses/export.csv')).body.trim().split('\n');
    expect(busesCsv).toHaveLength(2);
    for (const path of [`/api/v1/buses/${south.busId}`, `/api/v1/drivers/${south.driverId}/history`]) {
      expect((await dispatcher.call('GET', path)).statusCode, path).toBe(404);
    }
    expect((await dispatcher.call('GET', `/api/v1/buses/${north.busId}`)).statusCode).toBe(200);
  });

  it("keeps another school's families' invoices and payments from a limited finance officer", async () => {
    // A VAT-registered company: each invoice is issued as a tax document too.
    const { version } = (await admin.call('GET', '/api/v1/company')).json();
    expect((await admin.call('PUT', '/api/v1/company', { body: vatCompanyBody(version) })).statusCode).toBe(
      200,
    );
    const books = await billedFamilies(t.app, admin);
    const parentId = await books.family(books.monthlyId, [10_000], '2025-09-01');
    expect(
      (await admin.call('POST', '/api/v1/invoice-runs', { body: { month: '2025-09' } })).statusCode,
    ).toBe(200);
    const invoice = (await admin.call('GET', `/api/v1/invoices?parentId=${parentId}`)).json().items[0];
    const paid = await admin.call('POST', '/api/v1/payments', {
      body: { invoiceId: invoice.id, method: 'cash', amountHalalas: 2500, receivedOn: '2025-09-02' },
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const finance = await operatorAs('finance', [north.schoolId]);
    expect((await finance.call('GET', `/api/v1/invoices?parentId=${parentId}`)).json().items).toEqual([]);
    expect((await finance.call('GET', `/api/v1/payments?parentId=${parentId}`)).json().items).toEqual([]);
    const csv = (await finance.call('GET', `/api/v1/invoices/export.csv?parentId=${parentId}`)).body;
    expect(csv.trim().split('\n')).toHaveLength(1);
    const receipt = await finance.call('GET', `/api/v1/payments/${paid.json().id}/receipt/pdf`);
    expect(receipt.statusCode).toBe(404);
    // Nor the invoice's tax document, by any of its addresses.
    for (const url of [
      invoice.zatca.xmlUrl,
      invoice.zatca.pdfUrl,
      `/api/v1/zatca-documents/${invoice.zatca.uuid}/print`,
    ]) {
      expect((await finance.call('GET', url)).statusCode, url).toBe(404);
    }
    // Their unscoped colleague sees them, as before.
    const everyone = await operatorAs('finance', null);
    expect((await everyone.call('GET', invoice.zatca.xmlUrl)).statusCode).toBe(200);
    expect((await everyone.call('GET', `/api/v1/payments?parentId=${parentId}`)).json().items).toHaveLength(
      1,
    );
  });

  it("keeps another school's trips and alerts off a limited operator's monitor screens and live feed", async () => {
    const dispatcher = await operatorAs('dispatcher', [north.schoolId]);
    const today = (await dispatcher.call('GET', '/api/v1/monitoring/today')).json();
    expect(today.trips.map((trip: { id: string }) => trip.id)).toEqual([north.tripId]);
    expect(today.counts.scheduled).toBe(1);
    const everyone = (await admin.call('GET', '/api/v1/monitoring/today')).json();
    expect(everyone.trips.map((trip: { id: string }) => trip.id)).toEqual(
      expect.arrayContaining([north.tripId, south.tripId]),
    );
    // An alert of each school's bus: the limited operator sees and acts on their own only.
    const [northAlert, southAlert] = await t.app.db
      .insert(monitorAlerts)
      .values([
        { type: 'speeding', busId: north.busId, tripId: north.tripId },
        { type: 'device_offline', busId: south.busId },
      ])
      .returning({ id: monitorAlerts.id });
    expect(ids((await dispatcher.call('GET', '/api/v1/alerts?pageSize=100')).json())).toEqual([
      northAlert!.id,
    ]);
    const acted = await dispatcher.call('POST', `/api/v1/alerts/${southAlert!.id}/actions`, {
      body: { action: 'acknowledge' },
    });
    expect(acted.statusCode).toBe(404);
    const stream = await dispatcher.call('GET', `/api/v1/monitoring/stream?tripId=${south.tripId}`);
    expect(stream.statusCode).toBe(404);
    expect(stream.json().code).toBe('not-found');
  });

  /** Ids listed by `path`, a page of items or a plain list (seat counts, by school; balances, by parent). */
  async function listed(agent: Agent, path: string): Promise<string[]> {
    const body = (await agent.call('GET', path)).json();
    const items: { id?: string; schoolId?: string; parentId?: string }[] = Array.isArray(body)
      ? body
      : body.items;
    return items.map((item) => item.id ?? item.schoolId ?? item.parentId!);
  }

  /** One of each school's records of the modules scoped last: a subscription, a request, a disruption, a notice, a service. */
  async function recordsOf(campus: Campus, packageId: string) {
    const subscription = await admin.call('POST', '/api/v1/subscriptions', {
      body: { studentId: campus.studentId, packageId, startDate: '2025-10-01' },
    });
    expect(subscription.statusCode, subscription.body).toBe(201);
    const request = await admin.call('POST', '/api/v1/registration-requests', {
      body: registrationBody(campus.schoolId, packageId),
    });
    expect(request.statusCode, request.body).toBe(201);
    const service = await admin.call('POST', '/api/v1/bus-maintenance', {
      body: {
        busId: campus.busId,
        serviceDate: '2025-09-01',
        work: 'تغيير الزيت',
        costHalalas: 25_000,
        odometerKm: 1000,
      },
    });
    expect(service.statusCode, service.body).toBe(201);
    const [disruption] = await t.app.db
      .insert(disruptions)
      .values({
        tripId: campus.tripId,
        busId: campus.busId,
        driverId: campus.driverId,
        reason: 'breakdown',
        occurredAt: new Date(),
      })
      .returning({ id: disruptions.id });
    const notice = (event: 'trip-delayed' | 'registration-received' | 'invoice-issued', key: string) => ({
      event,
      eventKey: `${event}:${key}`,
      recipientKey: `scope:${key}`,
      channel: 'sms' as const,
      address: '+966500000000',
      language: 'ar' as const,
      subject: '',
      body: 'إشعار',
    });
    const [toParent, aboutTrip, answer] = await t.app.db
      .insert(notices)
      .values([
        { ...notice('invoice-issued', campus.parentId), parentId: campus.parentId },
        { ...notice('trip-delayed', campus.tripId), tripId: campus.tripId },
        notice('registration-received', request.json().id),
      ])
      .returning({ id: notices.id });
    return {
      subscriptionId: subscription.json().id as string,
      requestId: request.json().id as string,
      serviceId: service.json().id as string,
      disruptionId: disruption!.id,
      noticeIds: [toParent!.id, aboutTrip!.id, answer!.id],
    };
  }

  it("keeps another school's disruptions, subscriptions, seats, requests, notices and bus services from a limited operator", async () => {
    const pkg = await admin.call('POST', '/api/v1/packages', {
      body: packageInput({ period: 'month', priceHalalas: 30_000, instalments: 1 }),
    });
    expect(pkg.statusCode, pkg.body).toBe(201);
    const packageId = pkg.json().id;
    const mine = await recordsOf(north, packageId);
    const theirs = await recordsOf(south, packageId);
    const dispatcher = await operatorAs('dispatcher', [north.schoolId]);
    const cases: [string, string[], string[]][] = [
      ['/api/v1/disruptions', [mine.disruptionId], [theirs.disruptionId]],
      ['/api/v1/subscriptions', [mine.subscriptionId], [theirs.subscriptionId]],
      ['/api/v1/seat-capacities', [north.schoolId], [south.schoolId]],
      ['/api/v1/registration-requests', [mine.requestId], [theirs.requestId]],
      ['/api/v1/notices', mine.noticeIds, theirs.noticeIds],
      ['/api/v1/bus-maintenance', [mine.serviceId], [theirs.serviceId]],
    ];
    for (const [path, own, other] of cases) {
      const seen = await listed(dispatcher, `${path}?pageSize=100`);
      expect(seen, path).toEqual(expect.arrayContaining(own));
      for (const id of other) expect(seen, path).not.toContain(id);
      // Their unscoped colleagues see both.
      expect(await listed(admin, `${path}?pageSize=100`), path).toEqual(
        expect.arrayContaining([...own, ...other]),
      );
    }
    for (const path of [
      '/api/v1/disruptions',
      '/api/v1/registration-requests',
      '/api/v1/notices',
      '/api/v1/bus-maintenance',
    ]) {
      const csv = (await dispatcher.call('GET', `${path}/export.csv`)).body;
      for (const id of [theirs.disruptionId, theirs.requestId, ...theirs.noticeIds, theirs.serviceId])
        expect(csv, path).not.toContain(id);
    }
    const requestsCsv = (await dispatcher.call('GET', '/api/v1/registration-requests/export.csv?lang=en'))
      .body;
    const reference = async (id: string) =>
      (await admin.call('GET', `/api/v1/registration-requests/${id}`)).json().reference;
    expect(requestsCsv).toContain(await reference(mine.requestId));
    expect(requestsCsv).not.toContain(await reference(theirs.requestId));

    // By id: not found, as an id that does not exist; their own are theirs.
    const byId = (other: typeof theirs, seatSchoolId: string) => [
      `/api/v1/disruptions/${other.disruptionId}`,
      `/api/v1/disruptions/${other.disruptionId}/history`,
      `/api/v1/subscriptions/${other.subscriptionId}`,
      `/api/v1/subscriptions/${other.subscriptionId}/history`,
      `/api/v1/registration-requests/${other.requestId}`,
      `/api/v1/bus-maintenance/${other.serviceId}`,
      ...other.noticeIds.map((id) => `/api/v1/notices/${id}`),
      // Only a PUT exists for a seat count: its 404 comes before the body is read.
      `PUT /api/v1/seat-capacities/${seatSchoolId}`,
    ];
    const call = (agent: Agent, path: string) =>
      path.startsWith('PUT ')
        ? agent.call('PUT', path.slice(4), { body: { seats: 3 } })
        : agent.call('GET', path);
    for (const path of byId(theirs, south.schoolId)) {
      const answer = await call(dispatcher, path);
      expect(answer.statusCode, `${path} ${answer.body}`).toBe(404);
      expect(answer.json().code).toBe('not-found');
    }
    for (const path of byId(mine, north.schoolId))
      expect((await call(dispatcher, path)).statusCode, path).toBe(200);

    // Their writes by id too: another school's request is neither decided nor approved in bulk.
    const { version } = (await admin.call('GET', `/api/v1/registration-requests/${theirs.requestId}`)).json();
    const rejected = await dispatcher.call(
      'POST',
      `/api/v1/registration-requests/${theirs.requestId}/reject`,
      {
        body: { version, reason: 'لا مقاعد' },
      },
    );
    expect(rejected.statusCode).toBe(404);
    const bulk = await dispatcher.call('POST', '/api/v1/registration-requests/bulk-approve', {
      body: { ids: [theirs.requestId] },
      headers: { 'accept-language': 'en' },
    });
    expect(bulk.json().results).toEqual([
      { id: theirs.requestId, reference: null, status: null, code: 'not-found', message: 'Not found' },
    ]);
    const [kept] = await t.app.db
      .select({ status: registrationRequests.status, version: registrationRequests.version })
      .from(registrationRequests)
      .where(eq(registrationRequests.id, theirs.requestId));
    expect(kept).toEqual({ status: 'pending', version });
  });

  it("refuses a limited operator's create or change naming another school's record, translated, writing nothing", async () => {
    const dispatcher = await operatorAs('dispatcher', [north.schoolId]);
    const en = { 'accept-language': 'en' };
    const count = async () => (await t.app.db.select({ id: students.id }).from(students)).length;
    const before = await count();
    const tripsBefore = (await t.app.db.select({ id: trips.id }).from(trips)).length;
    const packageId = (await admin.call('POST', '/api/v1/packages', { body: packageInput() })).json().id;
    const refusals: [string, string, unknown, string][] = [
      ['POST', '/api/v1/students', studentInput(south.schoolId), 'schoolId'],
      // A school that does not exist is answered the same: the answer tells no school from another's.
      ['POST', '/api/v1/students', studentInput(north.parentId), 'schoolId'],
      [
        'POST',
        '/api/v1/trips',
        {
          name: 'العليا مساءً',
          direction: 'from_school',
          schoolId: north.schoolId,
          busId: north.busId,
          driverId: north.driverId,
          date: t.app.operatorsToday(),
          departureTime: '13:00',
          stops: [{ stopId: north.stopId, plannedTime: '13:20', studentIds: [south.studentId] }],
        },
        'stops.0.studentIds.0',
      ],
      [
        'POST',
        '/api/v1/subscriptions',
        { studentId: south.studentId, packageId, startDate: '2025-10-01' },
        'studentId',
      ],
      ['POST', '/api/v1/registration-requests', registrationBody(south.schoolId, packageId), 'schoolId'],
      [
        'POST',
        '/api/v1/students/import',
        {
          rows: [north.schoolId, south.schoolId].map((schoolId, index) => ({
            nameAr: `طالب مستورد ${index}`,
            nameEn: `Imported student ${index}`,
            schoolId,
            grade: 2,
            homeLat: 24.7,
            homeLng: 46.7,
            specialNeeds: '',
            parentName: '',
            parentPhone: null,
          })),
        },
        'rows.1.schoolId',
      ],
      [
        'POST',
        '/api/v1/bus-maintenance',
        {
          busId: south.busId,
          serviceDate: '2025-09-01',
          work: 'تغيير الزيت',
          costHalalas: 0,
          odometerKm: 10,
        },
        'busId',
      ],
    ];
    for (const [method, path, body, field] of refusals) {
      const answer = await dispatcher.call(method as 'POST', path, { body, headers: en });
      expect(answer.statusCode, `${path} ${answer.body}`).toBe(403);
      expect(answer.json()).toMatchObject({
        code: 'scope.outside',
        title: 'This is outside the schools your account sees',
      });
      expect(answer.json().errors).toEqual([
        { path: field, code: 'scope.outside', message: 'This is outside the schools your account sees' },
      ]);
    }
    // Moving their own school's student to another school is refused too.
    const own = (await admin.call('GET', `/api/v1/students/${north.studentId}`)).json();
    const moved = await dispatcher.call('PUT', `/api/v1/students/${north.studentId}`, {
      body: { ...studentInput(south.schoolId), version: own.version },
    });
    expect(moved.statusCode).toBe(403);
    expect(moved.json().title).toBe('هذا خارج المدارس التي يراها حسابك');
    expect((await admin.call('GET', `/api/v1/students/${north.studentId}`)).json().version).toBe(own.version);
    expect(await count()).toBe(before);
    expect((await t.app.db.select({ id: trips.id }).from(trips)).length).toBe(tripsBefore);
    // Their own school's: written as before.
    const created = await dispatcher.call('POST', '/api/v1/students', { body: studentInput(north.schoolId) });
    expect(created.statusCode, created.body).toBe(201);

    // The month's invoice run bills every family: a limited finance officer is refused it.
    const finance = await operatorAs('finance', [north.schoolId]);
    for (const [method, path] of [
      ['POST', '/api/v1/invoice-runs'],
      ['GET', '/api/v1/invoice-runs/preview?month=2025-10'],
    ] as const) {
      const answer = await finance.call(
        method,
        path,
        method === 'POST' ? { body: { month: '2025-10' }, headers: en } : { headers: en },
      );
      expect(answer.statusCode, path).toBe(403);
      expect(answer.json()).toMatchObject({
        code: 'scope.companyWide',
        title: expect.stringMatching(/every school/),
      });
    }
  });

  it("shows a limited finance officer their families' balances, ageing and monthly figures, and settlements of their trips only", async () => {
    // A month billed: a child of each school's family subscribed, and the other tests' families.
    const pkg = await admin.call('POST', '/api/v1/packages', {
      body: packageInput({ period: 'month', priceHalalas: 20_000, instalments: 1 }),
    });
    for (const campus of [north, south]) {
      const child = await admin.call('POST', '/api/v1/students', {
        body: studentInput(campus.schoolId, { parentId: campus.parentId }),
      });
      const subscribed = await admin.call('POST', '/api/v1/subscriptions', {
        body: { studentId: child.json().id, packageId: pkg.json().id, startDate: '2025-10-01' },
      });
      expect(subscribed.statusCode, subscribed.body).toBe(201);
    }
    expect(
      (await admin.call('POST', '/api/v1/invoice-runs', { body: { month: '2025-10' } })).statusCode,
    ).toBe(200);
    /** What a family was billed for the month, and still owes of it (one invoice a subscription). */
    const billOf = async (parentId: string) => {
      const items: { amountHalalas: number; paidHalalas: number }[] = (
        await admin.call('GET', `/api/v1/invoices?parentId=${parentId}&month=2025-10`)
      ).json().items;
      expect(items.length).toBeGreaterThan(0);
      return {
        amountHalalas: items.reduce((sum, item) => sum + item.amountHalalas, 0),
        owedHalalas: items.reduce((sum, item) => sum + item.amountHalalas - item.paidHalalas, 0),
      };
    };
    const northBill = await billOf(north.parentId);
    await billOf(south.parentId);
    const southInvoice = (
      await admin.call('GET', `/api/v1/invoices?parentId=${south.parentId}&month=2025-10`)
    ).json().items[0];
    const finance = await operatorAs('finance', [north.schoolId]);
    expect(await listed(finance, '/api/v1/finance/balances?pageSize=100')).toEqual([north.parentId]);
    // Nor take a payment on another school's family's invoice.
    const paid = await finance.call('POST', '/api/v1/payments', {
      body: { invoiceId: southInvoice.id, method: 'cash', amountHalalas: 1_000, receivedOn: '2025-10-02' },
    });
    expect(paid.statusCode, paid.body).toBe(403);
    expect(paid.json().errors[0]).toMatchObject({ path: 'invoiceId', code: 'scope.outside' });
    const balancesCsv = (await finance.call('GET', '/api/v1/finance/balances/export.csv')).body
      .trim()
      .split('\n');
    expect(balancesCsv).toHaveLength(2);
    expect((await finance.call('GET', '/api/v1/finance/ageing')).json().totalHalalas).toBe(
      northBill.owedHalalas,
    );
    // The overview's finance card reads the same reports: its receivables are the scope's too.
    const card = (await finance.call('GET', '/api/v1/overview/finance-month')).json();
    expect(card.receivablesHalalas).toBe(northBill.owedHalalas);
    const monthly = (await finance.call('GET', '/api/v1/finance/monthly?from=2025-10&to=2025-10')).json();
    expect(monthly.months[0].invoicedHalalas).toBe(northBill.amountHalalas);
    const everyone = (await admin.call('GET', '/api/v1/finance/monthly?from=2025-10&to=2025-10')).json();
    expect(everyone.months[0].invoicedHalalas).toBeGreaterThan(northBill.amountHalalas);

    // A settlement is seen whole or not at all: only one whose trips are all of the scope's schools.
    const settle = async (driverId: string, tripIds: string[]) => {
      const [row] = await t.app.db
        .insert(settlements)
        .values({
          driverId,
          periodStart: '2025-10-01',
          periodEnd: '2025-10-31',
          status: 'paid',
          paidAt: new Date('2025-10-31T09:00:00Z'),
          tripCount: tripIds.length,
          lateTripCount: 0,
          rateHalalas: 5_000,
          grossHalalas: 5_000 * tripIds.length,
          latePenaltyHalalas: 0,
          deductionsHalalas: 0,
          netHalalas: 5_000 * tripIds.length,
        })
        .returning({ id: settlements.id });
      await t.app.db.insert(settlementTrips).values(
        tripIds.map((tripId) => ({
          settlementId: row!.id,
          tripId,
          driverId,
          lateMinutes: 0,
          rateHalalas: 5_000,
          penaltyHalalas: 0,
        })),
      );
      return row!.id;
    };
    const ownId = await settle(north.driverId, [north.tripId]);
    const mixedId = await settle(south.driverId, [north.tripId, south.tripId]);
    const otherId = await settle(north.driverId, [south.tripId]);
    const seen = await listed(finance, '/api/v1/settlements?pageSize=100');
    expect(seen).toEqual([ownId]);
    expect((await finance.call('GET', `/api/v1/settlements/${ownId}`)).statusCode).toBe(200);
    for (const path of [
      `/api/v1/settlements/${mixedId}`,
      `/api/v1/settlements/${mixedId}/history`,
      `/api/v1/settlements/${otherId}`,
    ]) {
      expect((await finance.call('GET', path)).statusCode, path).toBe(404);
    }
    const csv = (await finance.call('GET', '/api/v1/settlements/export.csv')).body.trim().split('\n');
    expect(csv).toHaveLength(2);
    // The payouts of the month: theirs only.
    const payouts = (await finance.call('GET', '/api/v1/finance/monthly?from=2025-10&to=2025-10')).json();
    expect(payouts.months[0].payoutsHalalas).toBe(5_000);
    // Composing one for a driver of another school's trips is refused before anything is read.
    const preview = await finance.call('POST', '/api/v1/settlements/preview', {
      body: {
        driverId: south.driverId,
        periodStart: '2025-10-01',
        periodEnd: '2025-10-31',
        deductionsHalalas: 0,
      },
    });
    expect(preview.statusCode, preview.body).toBe(403);
    expect(preview.json().errors[0]).toMatchObject({ path: 'driverId', code: 'scope.outside' });
    await t.app.db.delete(settlements).where(inArray(settlements.id, [ownId, mixedId, otherId]));
  });

  it("answers 404 for a planning run or a school zone of another school, and lists their own school's zones and the company's", async () => {
    const dispatcher = await operatorAs('dispatcher', [north.schoolId]);
    // Runs that ended (nothing searches): one of their school, one of another, one of both.
    const run = async (schoolIds: string[]) => {
      const [row] = await t.app.db
        .insert(plannerRuns)
        .values({
          status: 'failed',
          input: plannerRunInputSchema.parse({ schoolIds, termStart: '2025-09-07', termEnd: '2025-09-11' }),
          progress: { fraction: 1, buses: 0, drivingMinutes: 0 },
          error: 'planner.noBuses',
        })
        .returning({ id: plannerRuns.id });
      return row!.id;
    };
    const ownRun = await run([north.schoolId]);
    const otherRun = await run([south.schoolId]);
    const mixedRun = await run([north.schoolId, south.schoolId]);
    expect((await dispatcher.call('GET', `/api/v1/planner/runs/${ownRun}`)).statusCode).toBe(200);
    for (const id of [otherRun, mixedRun]) {
      for (const [method, path] of [
        ['GET', `/api/v1/planner/runs/${id}`],
        ['POST', `/api/v1/planner/runs/${id}/stop`],
        ['POST', `/api/v1/planner/runs/${id}/edits`],
      ] as const) {
        const answer = await dispatcher.call(method, path, method === 'POST' ? { body: {} } : {});
        expect(answer.statusCode, path).toBe(404);
        expect(answer.json().code).toBe('not-found');
      }
    }
    const started = await dispatcher.call('POST', '/api/v1/planner/runs', {
      body: { schoolIds: [north.schoolId, south.schoolId], termStart: '2025-09-07', termEnd: '2025-09-11' },
    });
    expect(started.statusCode, started.body).toBe(403);
    expect(started.json().errors).toEqual([
      expect.objectContaining({ path: 'schoolIds.1', code: 'scope.outside' }),
    ]);
    await t.app.db.delete(plannerRuns).where(inArray(plannerRuns.id, [ownRun, otherRun, mixedRun]));

    // Each school has its zone; a depot is the company's.
    const zoneOf = async (schoolId: string): Promise<string> =>
      (await admin.call('GET', `/api/v1/geofences?schoolId=${schoolId}`)).json().items[0].id;
    const northZone = await zoneOf(north.schoolId);
    const southZone = await zoneOf(south.schoolId);
    const depot = await admin.call('POST', '/api/v1/geofences', {
      body: {
        nameAr: 'مستودع الحافلات',
        nameEn: 'Bus depot',
        kind: 'depot',
        shape: { type: 'circle', center: { lat: 24.7, lng: 46.7 }, radiusM: 200 },
      },
    });
    expect(depot.statusCode, depot.body).toBe(201);
    const everyZone = await listed(admin, '/api/v1/geofences?pageSize=100');
    expect(everyZone).toContain(southZone);
    const seen = await listed(dispatcher, '/api/v1/geofences?pageSize=100');
    expect(seen.sort()).toEqual([northZone, depot.json().id].sort());
    expect(await listed(dispatcher, `/api/v1/geofences?schoolId=${south.schoolId}`)).toEqual([]);
    const csv = (await dispatcher.call('GET', '/api/v1/geofences/export.csv')).body.trim().split('\n');
    expect(csv).toHaveLength(3);
    expect((await dispatcher.call('GET', `/api/v1/geofences/${northZone}`)).statusCode).toBe(200);
    const southVersion = (await admin.call('GET', `/api/v1/geofences/${southZone}`)).json().version;
    for (const [method, path] of [
      ['GET', `/api/v1/geofences/${southZone}`],
      ['GET', `/api/v1/geofences/${southZone}/history`],
      ['PUT', `/api/v1/geofences/${southZone}`],
      ['DELETE', `/api/v1/geofences/${southZone}`],
    ] as const) {
      const answer = await dispatcher.call(
        method,
        path,
        method === 'PUT' ? { body: { nameAr: 'منطقة' } } : {},
      );
      expect(answer.statusCode, `${method} ${path}`).toBe(404);
    }
    expect((await admin.call('GET', `/api/v1/geofences/${southZone}`)).json().version).toBe(southVersion);
    // Nor draw a zone for another school.
    const drawn = await dispatcher.call('POST', '/api/v1/geofences', {
      body: {
        nameAr: 'بوابة المدرسة',
        nameEn: 'School gate',
        kind: 'other',
        schoolId: south.schoolId,
        shape: { type: 'circle', center: { lat: 24.7, lng: 46.7 }, radiusM: 100 },
      },
    });
    expect(drawn.statusCode, drawn.body).toBe(403);
    expect(drawn.json().errors[0]).toMatchObject({ path: 'schoolId', code: 'scope.outside' });
    await admin.call('DELETE', `/api/v1/geofences/${depot.json().id}`);
  });

  it("refuses a limited finance officer a settlement whose period's trips span their school and another's, writing nothing", async () => {
    const finance = await operatorAs('finance', [north.schoolId]);
    const today = t.app.operatorsToday();
    const completed = (schoolId: string, driverId: string, departureTime: string) =>
      completedTrip(admin, { schoolId, stopId: north.stopId, driverId, date: today, departureTime });
    const driverOf = async () =>
      (await admin.call('POST', '/api/v1/drivers', { body: driverInput({ tripRate: 5000 }) })).json().id;
    const mixedDriver = await driverOf();
    await completed(north.schoolId, mixedDriver, '09:00');
    await completed(south.schoolId, mixedDriver, '11:00');
    const ownDriver = await driverOf();
    await completed(north.schoolId, ownDriver, '15:00');
    const body = (driverId: string) => ({
      driverId,
      periodStart: today,
      periodEnd: today,
      deductionsHalalas: 0,
    });
    const count = async () => (await t.app.db.select({ id: settlements.id }).from(settlements)).length;
    const before = await count();
    for (const path of ['/api/v1/settlements/preview', '/api/v1/settlements']) {
      const answer = await finance.call('POST', path, {
        body: body(mixedDriver),
        headers: { 'accept-language': 'en' },
      });
      expect(answer.statusCode, `${path} ${answer.body}`).toBe(403);
      expect(answer.json()).toMatchObject({ code: 'scope.outside' });
      expect(answer.json().errors).toEqual([
        expect.objectContaining({ path: 'driverId', code: 'scope.settlementMixed' }),
      ]);
    }
    expect(await count()).toBe(before);
    // A driver of their school's trips only: composed as before.
    const preview = await finance.call('POST', '/api/v1/settlements/preview', { body: body(ownDriver) });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().lines).toHaveLength(1);
    // The administrator composes the mixed one.
    expect(
      (await admin.call('POST', '/api/v1/settlements/preview', { body: body(mixedDriver) })).json().lines,
    ).toHaveLength(2);
  });

  it("tells a limited operator's live stream of a trip planned later for their school, and of none of another's", async () => {
    const dispatcher = await operatorAs('dispatcher', [north.schoolId]);
    const base = await baseUrlOf(t);
    const stream = streamReader(
      await fetch(`${base}/api/v1/monitoring/stream`, { headers: { cookie: dispatcher.cookie } }),
    );
    await stream.until((text) => text.includes('retry:'));
    const plan = async (campus: Campus) => {
      const busId = (await admin.call('POST', '/api/v1/buses', { body: busInput() })).json().id;
      const driverId = (await admin.call('POST', '/api/v1/drivers', { body: driverInput() })).json().id;
      const trip = await admin.call('POST', '/api/v1/trips', {
        body: {
          name: 'الملز مساءً',
          direction: 'from_school',
          schoolId: campus.schoolId,
          busId,
          driverId,
          date: t.app.operatorsToday(),
          departureTime: '13:00',
          stops: [{ stopId: campus.stopId, plannedTime: '13:20', studentIds: [] }],
        },
      });
      expect(trip.statusCode, trip.body).toBe(201);
      return trip.json().id as string;
    };
    const theirs = await plan(south);
    const mine = await plan(north);
    const text = await stream.until((seen) => seen.includes(mine));
    await stream.close();
    expect(text).toMatch(new RegExp(`event: plan\\ndata: .*"tripId":"${mine}"`));
    expect(text).not.toContain(theirs);
  });
});

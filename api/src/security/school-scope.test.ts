import { withCheckDigit } from '@rihla/shared/contracts/national-id';
import { eq } from 'drizzle-orm';
import { monitorAlerts } from '../modules/alerts/alerts.table';
import { operators } from '../modules/operators/operators.table';
import { type Agent, sessionOf } from '../test/agent';
import { billedFamilies } from '../test/billed-families';
import { DATABASES } from '../test/databases';
import {
  busInput,
  driverInput,
  schoolInput,
  stopInput,
  studentInput,
  vatCompanyBody,
} from '../test/fixtures';
import { startTestApp, type TestApp } from '../test/test-app';

interface Campus {
  schoolId: string;
  studentId: string;
  parentId: string;
  tripId: string;
  studentName: string;
  busId: string;
  driverId: string;
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
    const stopId = (await admin.call('POST', '/api/v1/stops', { body: stopInput() })).json().id;
    const busId = (await admin.call('POST', '/api/v1/buses', { body: busInput() })).json().id;
    const driverId = (await admin.call('POST', '/api/v1/drivers', { body: driverInput() })).json().id;
    const trip = await admin.call('POST', '/api/v1/trips', {
      body: {
        name: 'الملز صباحًا',
        direction: 'to_school',
        schoolId,
        busId,
        driverId,
        date: t.app.operatorsToday(),
        departureTime: '06:00',
        stops: [{ stopId, plannedTime: '06:10', studentIds: [student.id] }],
      },
    });
    expect(trip.statusCode, trip.body).toBe(201);
    return {
      schoolId,
      studentId: student.id,
      parentId: parent.json().id,
      tripId: trip.json().id,
      studentName: student.nameAr,
      busId,
      driverId,
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
});

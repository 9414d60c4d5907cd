import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { sessionOf } from '../../test/agent';
import { DATABASES } from '../../test/databases';
import { busInput, driverInput, schoolInput, stopInput } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';
import { trips } from './trips.table';

/** The data step of migration 0022, as the migration file holds it. */
const linkNames = readFileSync(
  new URL('../../../drizzle/0022_trip-attendant-record.sql', import.meta.url),
  'utf8',
)
  .split('--> statement-breakpoint')
  .find((statement) => statement.includes('UPDATE "trips"'))!;

describe.each(DATABASES)('the trip attendant migration on %s', (kind) => {
  let t: TestApp;
  afterAll(() => t?.close());

  it('links the attendant names trips held to the attendant record of that name, and no other', async () => {
    t = await startTestApp(kind);
    const admin = await sessionOf(t.app);
    const create = async (path: string, body: unknown) => {
      const answer = await admin.call('POST', `/api/v1/${path}`, { body });
      expect(answer.statusCode, answer.body).toBe(201);
      return answer.json().id as string;
    };
    const attendant = { licenseNumber: null, licenseExpiry: null, role: 'attendant' as const };
    const hessa = await create('drivers', driverInput({ ...attendant, fullName: 'حصة ناصر العنزي' }));
    // A driver of the same name is not an attendant.
    await create('drivers', driverInput({ fullName: 'سارة علي الزهراني' }));
    const driverId = await create('drivers', driverInput());
    const schoolId = await create('schools', schoolInput());
    const stopId = await create('stops', stopInput({ lat: 24.7, lng: 46.7 }));
    const busId = await create('buses', busInput());
    // As the trips were before the migration: the attendant a free-text name, no record.
    const tripOf = async (attendantName: string, departureTime: string) => {
      const id = await create('trips', {
        name: 'العليا صباحًا',
        direction: 'to_school',
        schoolId,
        busId,
        driverId,
        date: t.app.operatorsToday(),
        departureTime,
        stops: [{ stopId, plannedTime: departureTime, studentIds: [] }],
      });
      await t.app.db.update(trips).set({ attendantName, attendantId: null }).where(eq(trips.id, id));
      return id;
    };
    const named = await tripOf('حصة ناصر العنزي', '06:30');
    const unknown = await tripOf('سارة علي الزهراني', '13:30');

    await t.app.db.execute(sql.raw(linkNames));
    const attendantOf = async (id: string) =>
      (await t.app.db.select({ id: trips.attendantId }).from(trips).where(eq(trips.id, id)))[0]?.id;
    expect(await attendantOf(named)).toBe(hessa);
    expect(await attendantOf(unknown)).toBeNull();
  });
});

import { eq } from 'drizzle-orm';
import { crewTestApp } from '../../test/crew-sign-in';
import { crewTripFixture } from '../../test/crew-trip-fixture';
import { DATABASES } from '../../test/databases';
import { crewSessions } from './crew.table';

describe.each(DATABASES)('the crew as the console sees it on %s', (kind) => {
  const crew = crewTestApp(kind);
  const { phoneOf, tripOfToday } = crewTripFixture(crew);
  const now = () => new Date().toISOString();
  const manifestOf = async (tripId: string) => {
    const answer = await crew.admin().call('GET', `/api/v1/trips/${tripId}/manifest`);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json() as {
      riders: { studentId: string; state: string; at: string | null }[];
      walk: {
        by: string;
        accounted: number;
        lat: number | null;
        lng: number | null;
        current: boolean;
      } | null;
    };
  };
  const stateOf = (manifest: Awaited<ReturnType<typeof manifestOf>>) =>
    Object.fromEntries(manifest.riders.map((rider) => [rider.studentId, rider.state]));

  it('shows each rider where the taps put them, the absences reported, and the walk', async () => {
    const trip = await tripOfToday();
    const [first, second, third] = trip.riders as [string, string, string];
    const today = crew.app().operatorsToday();
    const absence = await crew.admin().call('POST', `/api/v1/students/${third}/absences`, {
      body: { fromDate: today, toDate: today, reason: 'مريض' },
    });
    expect(absence.statusCode, absence.body).toBe(201);
    expect(stateOf(await manifestOf(trip.id))).toEqual({
      [first]: 'unaccounted',
      [second]: 'unaccounted',
      [third]: 'absent',
    });

    const phone = await phoneOf(trip.attendant);
    await phone('POST', `/trips/${trip.id}/start`, { version: 1 });
    await phone('POST', `/trips/${trip.id}/riders/${first}`, { mark: 'boarded', at: now() });
    await phone('POST', `/trips/${trip.id}/riders/${second}`, { mark: 'not_at_stop', at: now() });
    const riding = await manifestOf(trip.id);
    expect(stateOf(riding)).toEqual({ [first]: 'on_board', [second]: 'no_show', [third]: 'absent' });
    expect(riding.riders.find((r) => r.studentId === first)?.at).not.toBeNull();
    expect(riding.walk).toBeNull();

    const walked = await phone('POST', `/trips/${trip.id}/walk`, {
      found: [first],
      at: now(),
      lat: 24.7201,
      lng: 46.7003,
    });
    expect(walked.statusCode, walked.body).toBe(200);
    const after = await manifestOf(trip.id);
    expect(stateOf(after)[first]).toBe('dropped_off');
    expect(after.walk).toMatchObject({
      by: trip.attendant.name,
      accounted: 1,
      lat: 24.7201,
      lng: 46.7003,
      current: true,
    });

    // A boarding after the walk leaves it standing but out of date.
    await phone('POST', `/trips/${trip.id}/riders/${second}`, { mark: 'boarded', at: now() });
    expect((await manifestOf(trip.id)).walk?.current).toBe(false);
  });

  it('answers 404 for a trip that does not exist', async () => {
    const answer = await crew
      .admin()
      .call('GET', '/api/v1/trips/00000000-0000-4000-8000-000000000000/manifest');
    expect(answer.statusCode).toBe(404);
  });

  it("lists the crew member's phones with their device and revokes one", async () => {
    const trip = await tripOfToday();
    const phone = await phoneOf(trip.driver, 'Mozilla/5.0 (Linux; Android 14; SM-A546E)');
    expect((await phone('GET', '/today')).statusCode).toBe(200);
    const listed = await crew.admin().call('GET', `/api/v1/drivers/${trip.driver.id}/crew-sessions`);
    expect(listed.statusCode, listed.body).toBe(200);
    const [session] = listed.json().items;
    expect(session).toMatchObject({ device: 'Mozilla/5.0 (Linux; Android 14; SM-A546E)' });
    expect(session.lastSeenAt).toEqual(expect.any(String));

    const revoked = await crew
      .admin()
      .call('DELETE', `/api/v1/drivers/${trip.driver.id}/crew-sessions/${session.id}`);
    expect(revoked.statusCode, revoked.body).toBe(204);
    expect((await phone('GET', '/today')).statusCode).toBe(401);
    expect(
      (await crew.admin().call('GET', `/api/v1/drivers/${trip.driver.id}/crew-sessions`)).json().items,
    ).toEqual([]);
  });

  it('marks the buses whose crew has the app open, from the last activity of their sessions', async () => {
    const open = await tripOfToday();
    const closed = await tripOfToday();
    for (const trip of [open, closed]) {
      const started = await crew.admin().call('POST', `/api/v1/trips/${trip.id}/transitions`, {
        body: { to: 'in_progress', version: 1 },
      });
      expect(started.statusCode, started.body).toBe(200);
    }
    const phone = await phoneOf(open.attendant);
    expect((await phone('GET', `/trips/${open.id}`)).statusCode).toBe(200);
    const onlineOf = async () => {
      const buses = (await crew.admin().call('GET', '/api/v1/monitoring/buses')).json() as {
        busId: string;
        crewOnline: boolean;
      }[];
      return Object.fromEntries(
        buses
          .filter((bus) => [open.busId, closed.busId].includes(bus.busId))
          .map((bus) => [bus.busId, bus.crewOnline]),
      );
    };
    expect(await onlineOf()).toEqual({ [open.busId]: true, [closed.busId]: false });

    // Not seen for five minutes: the app is closed or out of reach.
    await crew
      .app()
      .db.update(crewSessions)
      .set({ lastSeenAt: new Date(Date.now() - 5 * 60_000) })
      .where(eq(crewSessions.subjectId, open.attendant.id));
    expect(await onlineOf()).toEqual({ [open.busId]: false, [closed.busId]: false });
  });
});

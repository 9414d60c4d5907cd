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

  it("puts the phone's fixes into the bus's positions through the trackers' ingest and its checks", async () => {
    const trip = await tripOfToday();
    const phone = await phoneOf(trip.driver);
    const ago = (seconds: number) => new Date(Date.now() - seconds * 1000).toISOString();
    const fixes = [
      { at: ago(30), lat: 24.7, lng: 46.7 },
      { at: ago(20), lat: 24.7005, lng: 46.7 },
    ];
    // Not on the road yet: nothing is stored.
    const early = await phone('POST', `/trips/${trip.id}/positions`, { points: fixes }, 'en');
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'crew.tripNotRunning' });

    await phone('POST', `/trips/${trip.id}/start`, { version: 1 });
    const sent = await phone('POST', `/trips/${trip.id}/positions`, { points: fixes });
    expect(sent.statusCode, sent.body).toBe(202);
    expect(sent.json()).toEqual({ accepted: 2, duplicates: 0, implausible: 0, tripId: trip.id });
    // The same batch again (its answer lost): stored once.
    const again = await phone('POST', `/trips/${trip.id}/positions`, { points: fixes });
    expect(again.json()).toMatchObject({ accepted: 0, duplicates: 2 });
    // A jump of a hundred kilometres in ten seconds is no bus's.
    const jump = await phone('POST', `/trips/${trip.id}/positions`, {
      points: [{ at: ago(10), lat: 25.6, lng: 46.7 }],
    });
    expect(jump.json()).toMatchObject({ accepted: 0, implausible: 1 });

    const live = (await crew.admin().call('GET', `/api/v1/trips/${trip.id}/live`)).json();
    expect(live.positions.map((p: { lat: number }) => p.lat)).toEqual([24.7, 24.7005]);
    const buses = (await crew.admin().call('GET', '/api/v1/monitoring/buses')).json() as {
      busId: string;
      lat: number | null;
    }[];
    expect(buses.find((bus) => bus.busId === trip.busId)?.lat).toBe(24.7005);

    // Strict numbers and times, translated; another crew's trip is not this phone's.
    const text = await phone('POST', `/trips/${trip.id}/positions`, {
      points: [{ at: ago(5), lat: '24.7', lng: 46.7 }],
    });
    expect(text.statusCode).toBe(400);
    const future = await phone('POST', `/trips/${trip.id}/positions`, {
      points: [{ at: new Date(Date.now() + 3_600_000).toISOString(), lat: 24.7, lng: 46.7 }],
    });
    expect(future.statusCode).toBe(400);
    const other = await tripOfToday();
    expect((await phone('POST', `/trips/${other.id}/positions`, { points: fixes })).statusCode).toBe(404);
  });
});

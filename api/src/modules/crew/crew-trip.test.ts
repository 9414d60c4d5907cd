import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Agent } from '../../test/agent';
import { crewTestApp } from '../../test/crew-sign-in';
import { crewTripFixture } from '../../test/crew-trip-fixture';
import { DATABASES } from '../../test/databases';
import { studentInput } from '../../test/fixtures';
import { monitorAlerts } from '../alerts/alerts.table';
import { riderScans } from '../devices/devices.table';
import { drivers } from '../drivers/drivers.table';
import { notices } from '../notices/notices.table';
import { students } from '../students/students.table';
import { tripEvents } from '../trips/trips.table';

describe.each(DATABASES)('the crew on the road on %s', (kind) => {
  const crew = crewTestApp(kind);
  let app: FastifyInstance;
  let admin: Agent;
  const { addMember, phoneOf, tripOfToday } = crewTripFixture(crew);

  const now = () => new Date().toISOString();

  beforeAll(() => {
    app = crew.app();
    admin = crew.admin();
  });

  it("refuses another crew member's trip, whatever the call", async () => {
    const trip = await tripOfToday();
    const stranger = await phoneOf(await addMember('attendant'));
    for (const [method, url, body] of [
      ['GET', `/trips/${trip.id}`, undefined],
      ['POST', `/trips/${trip.id}/start`, { version: 1 }],
      ['POST', `/trips/${trip.id}/riders/${trip.riders[0]}`, { mark: 'boarded', at: now() }],
      ['POST', `/trips/${trip.id}/sos`, { at: now() }],
      ['POST', `/trips/${trip.id}/walk`, { found: [], at: now() }],
    ] as const) {
      const answer = await stranger(method, url, body, 'en');
      expect(answer.statusCode, url).toBe(404);
      expect(answer.json()).toMatchObject({
        code: 'crew.notYourTrip',
        title: 'This is not one of your trips today',
      });
    }
    const trips = await admin.call('GET', `/api/v1/trips/${trip.id}`);
    expect(trips.json().status).toBe('scheduled');
    expect(await app.db.select().from(monitorAlerts).where(eq(monitorAlerts.busId, trip.busId))).toEqual([]);
  });

  it("starts like the console: an expired licence blocks it with the rule's reason", async () => {
    const trip = await tripOfToday();
    const phone = await phoneOf(trip.attendant);
    await app.db.update(drivers).set({ licenseExpiry: '2020-01-01' }).where(eq(drivers.id, trip.driver.id));
    const refused = await phone('POST', `/trips/${trip.id}/start`, { version: 1 }, 'en');
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'trips.unsafe' });
    expect(refused.json().errors[0].message).toBe("The driver's licence has expired by the trip date");
    const inArabic = await phone('POST', `/trips/${trip.id}/start`, { version: 1 });
    expect(inArabic.json().errors[0].message).toBe('رخصة قيادة السائق منتهية في تاريخ الرحلة');

    await app.db.update(drivers).set({ licenseExpiry: '2099-01-01' }).where(eq(drivers.id, trip.driver.id));
    const started = await phone('POST', `/trips/${trip.id}/start`, { version: 1 });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toMatchObject({ status: 'in_progress', version: 2, onBoard: [], walkedAt: null });
    // On the console's timeline, by the attendant.
    const details = (await admin.call('GET', `/api/v1/trips/${trip.id}`)).json();
    expect(details.events.at(-1)).toMatchObject({
      type: 'transition',
      toStatus: 'in_progress',
      actorName: trip.attendant.name,
    });
    // A stale version is the console's conflict.
    expect((await phone('POST', `/trips/${trip.id}/start`, { version: 1 })).statusCode).toBe(409);
  });

  it('records stops and riders through the scan path: parents told, no-shows, refusals', async () => {
    const trip = await tripOfToday();
    const phone = await phoneOf(trip.driver);
    const early = await phone(
      'POST',
      `/trips/${trip.id}/riders/${trip.riders[0]}`,
      { mark: 'boarded', at: now() },
      'en',
    );
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      code: 'crew.tripNotRunning',
      title: 'The trip is not on the road: start it first',
    });
    await phone('POST', `/trips/${trip.id}/start`, { version: 1 });

    const arrived = await phone('POST', `/trips/${trip.id}/stops/${trip.stopIds[0]}`, {
      event: 'arrived',
      at: now(),
    });
    expect(arrived.json().arrived).toEqual([trip.stopIds[0]]);
    // A repeated tap changes nothing.
    await phone('POST', `/trips/${trip.id}/stops/${trip.stopIds[0]}`, { event: 'arrived', at: now() });
    const boarded = await phone('POST', `/trips/${trip.id}/riders/${trip.riders[0]}`, {
      mark: 'boarded',
      at: now(),
    });
    expect(boarded.statusCode, boarded.body).toBe(200);
    expect(boarded.json().onBoard).toEqual([trip.riders[0]]);
    expect(boarded.json().riders).toEqual([{ studentId: trip.riders[0], mark: 'boarded' }]);
    const scans = await app.db.select().from(riderScans).where(eq(riderScans.tripId, trip.id));
    expect(scans).toEqual([
      expect.objectContaining({ studentId: trip.riders[0], kind: 'on', busId: trip.busId }),
    ]);
    const told = await app.db
      .select({ event: notices.event })
      .from(notices)
      .where(and(eq(notices.tripId, trip.id), eq(notices.event, 'child-boarded')));
    expect(told.length).toBeGreaterThan(0);

    // Not at the stop: refused for a child on board, a no-show for one who is not.
    const onBoardNoShow = await phone('POST', `/trips/${trip.id}/riders/${trip.riders[0]}`, {
      mark: 'not_at_stop',
      at: now(),
    });
    expect(onBoardNoShow.json().code).toBe('crew.riderOnBoard');
    await phone('POST', `/trips/${trip.id}/stops/${trip.stopIds[0]}`, { event: 'departed', at: now() });
    await phone('POST', `/trips/${trip.id}/stops/${trip.stopIds[1]}`, { event: 'arrived', at: now() });
    const noShow = await phone('POST', `/trips/${trip.id}/riders/${trip.riders[2]}`, {
      mark: 'not_at_stop',
      at: now(),
    });
    expect(noShow.json().riders).toContainEqual({ studentId: trip.riders[2], mark: 'not_at_stop' });

    // A child of another trip, a stop of another trip, a tap from the future: each refused, translated.
    const other = await tripOfToday();
    const notOurs = await phone(
      'POST',
      `/trips/${trip.id}/riders/${other.riders[0]}`,
      { mark: 'boarded', at: now() },
      'en',
    );
    expect(notOurs.json()).toMatchObject({ code: 'crew.notOnTrip' });
    expect(notOurs.json().title).toContain('another bus');
    const otherStop = await phone('POST', `/trips/${trip.id}/stops/${other.stopIds[0]}`, {
      event: 'arrived',
      at: now(),
    });
    expect(otherStop.json().code).toBe('crew.stopNotOnTrip');
    const future = await phone('POST', `/trips/${trip.id}/riders/${trip.riders[1]}`, {
      mark: 'boarded',
      at: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().errors).toEqual([
      expect.objectContaining({ path: 'at', code: 'monitoring.futureTimestamp' }),
    ]);
    const wrongMark = await phone(
      'POST',
      `/trips/${trip.id}/riders/${trip.riders[1]}`,
      { mark: 'flew', at: now() },
      'en',
    );
    expect(wrongMark.statusCode).toBe(400);
    expect(wrongMark.json().errors[0]).toMatchObject({ path: 'mark', code: 'validation.choice' });

    // The console's timeline has it all, named.
    const events = (await admin.call('GET', `/api/v1/trips/${trip.id}`)).json().events as { type: string }[];
    expect(events.map((e) => e.type)).toEqual([
      'created',
      'transition',
      'stop_arrival',
      'boarded',
      'stop_departure',
      'stop_arrival',
      'no_show',
    ]);
  });

  it('cannot complete until the walk accounts for every child on board; the walk is on the timeline', async () => {
    const trip = await tripOfToday();
    const phone = await phoneOf(trip.attendant);
    await phone('POST', `/trips/${trip.id}/start`, { version: 1 });
    for (const rider of [trip.riders[0], trip.riders[1]]) {
      await phone('POST', `/trips/${trip.id}/riders/${rider}`, { mark: 'boarded', at: now() });
    }
    await phone('POST', `/trips/${trip.id}/riders/${trip.riders[0]}`, { mark: 'dropped_off', at: now() });

    const noWalk = await phone('POST', `/trips/${trip.id}/complete`, { version: 2 }, 'en');
    expect(noWalk.statusCode).toBe(409);
    expect(noWalk.json().code).toBe('crew.walkFirst');
    // A walk that leaves a child unaccounted is refused, naming the child.
    const partial = await phone('POST', `/trips/${trip.id}/walk`, { found: [], at: now() });
    expect(partial.statusCode).toBe(409);
    expect(partial.json()).toMatchObject({ code: 'crew.walkIncomplete' });
    expect(partial.json().errors).toEqual([expect.objectContaining({ path: `found.${trip.riders[1]}` })]);
    expect((await phone('POST', `/trips/${trip.id}/complete`, { version: 2 })).json().code).toBe(
      'crew.walkFirst',
    );

    const walked = await phone('POST', `/trips/${trip.id}/walk`, {
      found: [trip.riders[1]],
      at: now(),
      lat: 24.7201,
      lng: 46.7003,
    });
    expect(walked.statusCode, walked.body).toBe(200);
    expect(walked.json()).toMatchObject({ onBoard: [] });
    expect(walked.json().walkedAt).not.toBeNull();

    // A child boarding after the walk needs another walk.
    await phone('POST', `/trips/${trip.id}/riders/${trip.riders[2]}`, { mark: 'boarded', at: now() });
    const again = await phone('POST', `/trips/${trip.id}/complete`, { version: 2 });
    expect(again.json().code).toBe('crew.walkFirst');
    await phone('POST', `/trips/${trip.id}/walk`, { found: [trip.riders[2]], at: now() });
    const done = await phone('POST', `/trips/${trip.id}/complete`, { version: 2 });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().status).toBe('completed');

    const events = (await admin.call('GET', `/api/v1/trips/${trip.id}`)).json().events as {
      type: string;
      value: number | null;
      lat: number | null;
      actorName: string | null;
    }[];
    const walks = events.filter((e) => e.type === 'empty_confirmed');
    expect(walks).toEqual([
      expect.objectContaining({ value: 1, lat: 24.7201, lng: 46.7003, actorName: trip.attendant.name }),
      expect.objectContaining({ value: 1, lat: null, actorName: trip.attendant.name }),
    ]);
    expect(events.at(-1)).toMatchObject({ type: 'transition', toStatus: 'completed' });
  });

  it('SOS opens the console alert; a problem opens the disruption, with the crew note', async () => {
    const trip = await tripOfToday();
    const phone = await phoneOf(trip.driver);
    await phone('POST', `/trips/${trip.id}/start`, { version: 1 });
    const sos = await phone('POST', `/trips/${trip.id}/sos`, { at: now(), lat: 24.71, lng: 46.7 });
    expect(sos.statusCode, sos.body).toBe(200);
    const alerts = await admin.call('GET', '/api/v1/alerts?status=open&type=sos');
    expect(alerts.json().items).toContainEqual(
      expect.objectContaining({ type: 'sos', tripId: trip.id, busId: trip.busId }),
    );

    const officeOnly = await phone(
      'POST',
      `/trips/${trip.id}/problems`,
      { reason: 'driver_absent', at: now() },
      'en',
    );
    expect(officeOnly.statusCode).toBe(400);
    expect(officeOnly.json().errors[0]).toMatchObject({ path: 'reason', code: 'validation.choice' });
    const reported = await phone('POST', `/trips/${trip.id}/problems`, {
      reason: 'breakdown',
      note: 'الإطار الأمامي <انفجر>',
      at: now(),
      lat: 24.71,
      lng: 46.7,
    });
    expect(reported.statusCode, reported.body).toBe(200);
    expect(reported.json().status).toBe('disrupted');
    const open = (await admin.call('GET', '/api/v1/disruptions?status=open'))
      .json()
      .items.find((d: { tripId: string }) => d.tripId === trip.id);
    expect(open).toMatchObject({
      reason: 'breakdown',
      lat: 24.71,
      lng: 46.7,
      notes: '<p>الإطار الأمامي &lt;انفجر&gt;</p>',
    });
    const details = (await admin.call('GET', `/api/v1/trips/${trip.id}`)).json();
    expect(details.events.at(-1)).toMatchObject({ type: 'disruption_reported', actorName: trip.driver.name });
    // A disrupted trip still takes taps (the children are handed over while help comes).
    const boarded = await phone('POST', `/trips/${trip.id}/riders/${trip.riders[0]}`, {
      mark: 'boarded',
      at: now(),
    });
    expect(boarded.statusCode).toBe(200);
  });

  it('takes an SOS and a problem synced late, once each under their keys, at the time they were recorded', async () => {
    const trip = await tripOfToday();
    const phone = await phoneOf(trip.driver);
    await phone('POST', `/trips/${trip.id}/start`, { version: 1 });
    // Recorded 20 minutes ago with no network; the phone sends each twice (its first answer was lost).
    const sosAt = new Date(Date.now() - 20 * 60_000).toISOString();
    const problemAt = new Date(Date.now() - 19 * 60_000).toISOString();
    const sos = { at: sosAt, lat: 24.71, lng: 46.7 };
    const problem = { reason: 'traffic', note: 'حادث على الطريق', at: problemAt };
    for (let i = 0; i < 2; i += 1) {
      const sent = await phone('POST', `/trips/${trip.id}/sos`, sos, 'ar', `sos-${trip.id}`);
      expect(sent.statusCode, sent.body).toBe(200);
      const told = await phone('POST', `/trips/${trip.id}/problems`, problem, 'ar', `problem-${trip.id}`);
      expect(told.statusCode, told.body).toBe(200);
    }
    const alerts = (await admin.call('GET', '/api/v1/alerts?status=open&type=sos'))
      .json()
      .items.filter((alert: { tripId: string }) => alert.tripId === trip.id);
    expect(alerts).toHaveLength(1);
    expect(Date.parse(alerts[0].raisedAt)).toBe(Date.parse(sosAt));
    const disruptions = (await admin.call('GET', '/api/v1/disruptions'))
      .json()
      .items.filter((d: { tripId: string }) => d.tripId === trip.id);
    expect(disruptions).toHaveLength(1);
    expect(disruptions[0]).toMatchObject({ reason: 'traffic' });
    expect(Date.parse(disruptions[0].occurredAt)).toBe(Date.parse(problemAt));
  });

  it('applies a tap sent again under its Idempotency-Key once, and orders taps by their recorded time', async () => {
    const trip = await tripOfToday();
    const phone = await phoneOf(trip.driver);
    await phone('POST', `/trips/${trip.id}/start`, { version: 1 });
    const [rider] = trip.riders;
    const boardedAt = new Date(Date.now() - 60_000).toISOString();
    const droppedAt = new Date(Date.now() - 30_000).toISOString();
    // Synced after a time offline, the drop-off reaches the API before the boarding recorded earlier.
    const dropped = { mark: 'dropped_off', at: droppedAt };
    const first = await phone('POST', `/trips/${trip.id}/riders/${rider}`, dropped, 'ar', 'tap-drop');
    expect(first.statusCode, first.body).toBe(200);
    const again = await phone('POST', `/trips/${trip.id}/riders/${rider}`, dropped, 'ar', 'tap-drop');
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const boarded = await phone(
      'POST',
      `/trips/${trip.id}/riders/${rider}`,
      { mark: 'boarded', at: boardedAt },
      'ar',
      'tap-board',
    );
    // By recorded time the child boarded, then got off: not on board, dropped off.
    expect(boarded.json()).toMatchObject({
      onBoard: [],
      riders: [{ studentId: rider, mark: 'dropped_off' }],
    });
    const scans = await app.db.select().from(riderScans).where(eq(riderScans.tripId, trip.id));
    expect(scans.map((scan) => scan.kind).sort()).toEqual(['off', 'on']);
    // The same key on another tap is refused, not applied.
    const reused = await phone(
      'POST',
      `/trips/${trip.id}/riders/${rider}`,
      { mark: 'boarded', at: droppedAt },
      'en',
      'tap-drop',
    );
    expect(reused.statusCode).toBe(422);
    expect(reused.json().code).toBe('idempotency.mismatch');
  });

  it("reports a card of another bus's child once, at the time it was read, naming the child; own and unknown cards raise nothing", async () => {
    const trip = await tripOfToday();
    const other = await tripOfToday();
    const phone = await phoneOf(trip.driver);
    const card = (n: number) => `CS-${trip.id.slice(0, 8)}-${n}`.toUpperCase();
    await app.db
      .update(students)
      .set({ cardNumber: card(1) })
      .where(eq(students.id, trip.riders[0]!));
    await app.db
      .update(students)
      .set({ cardNumber: card(2) })
      .where(eq(students.id, other.riders[0]!));
    const [wanderer] = await app.db.select().from(students).where(eq(students.id, other.riders[0]!));
    const otherBus = (await admin.call('GET', `/api/v1/buses/${other.busId}`)).json().plateNumber as string;

    // Today's list: each rider's own card, and the company's cards only as the day's digests.
    const today = (await phone('GET', '/today')).json();
    const riders = today.trips[0].stops.flatMap((stop: { riders: object[] }) => stop.riders);
    expect(riders).toContainEqual(expect.objectContaining({ id: trip.riders[0], cardNumber: card(1) }));
    const digest = (number: string) =>
      createHash('sha256').update(`rihla-card:${today.date}:${number}`).digest('hex').slice(0, 12);
    expect(today.cards).toContain(digest(card(2)));
    expect(JSON.stringify(today)).not.toContain(card(2));

    const readAt = new Date(Date.now() - 90_000);
    const report = { cardNumber: card(2).toLowerCase(), at: readAt.toISOString() };
    const notRunning = await phone('POST', `/trips/${trip.id}/cards`, report, 'en');
    expect(notRunning.json()).toMatchObject({ code: 'crew.tripNotRunning' });
    await phone('POST', `/trips/${trip.id}/start`, { version: 1 });

    const first = await phone('POST', `/trips/${trip.id}/cards`, report, 'ar', 'card-1');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().card).toEqual({
      cardNumber: card(2),
      verdict: 'wrong_bus',
      nameAr: wanderer!.nameAr,
      nameEn: wanderer!.nameEn,
      plateNumber: otherBus,
    });
    // Kept off the bus: no scan, nobody on board.
    expect(first.json().onBoard).toEqual([]);
    expect(await app.db.select().from(riderScans).where(eq(riderScans.tripId, trip.id))).toEqual([]);
    // Sent again under its key (a lost answer), and read again: one alert, at the card's time.
    const again = await phone('POST', `/trips/${trip.id}/cards`, report, 'ar', 'card-1');
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().card.verdict).toBe('wrong_bus');
    await phone('POST', `/trips/${trip.id}/cards`, { ...report, at: now() }, 'ar', 'card-2');
    const raised = await app.db.select().from(monitorAlerts).where(eq(monitorAlerts.busId, trip.busId));
    expect(raised).toEqual([expect.objectContaining({ type: 'wrong_bus', tripId: trip.id, status: 'open' })]);
    expect(raised[0]!.raisedAt.toISOString()).toBe(readAt.toISOString());
    const alertEvents = await app.db
      .select()
      .from(tripEvents)
      .where(and(eq(tripEvents.tripId, trip.id), eq(tripEvents.type, 'alert')));
    expect(alertEvents.map((event) => event.detail)).toEqual(['wrong_bus']);

    // The trip's own rider (the phone's list was older) and a card nobody holds: nothing raised.
    const own = await phone('POST', `/trips/${trip.id}/cards`, { cardNumber: card(1), at: now() });
    expect(own.json().card).toMatchObject({ verdict: 'on_trip', plateNumber: expect.any(String) });
    const unknown = await phone('POST', `/trips/${trip.id}/cards`, { cardNumber: 'NOBODY-1', at: now() });
    expect(unknown.json().card).toEqual({
      cardNumber: 'NOBODY-1',
      verdict: 'unknown',
      nameAr: null,
      nameEn: null,
      plateNumber: null,
    });
    expect(await app.db.select().from(monitorAlerts).where(eq(monitorAlerts.busId, trip.busId))).toHaveLength(
      1,
    );

    // A known child riding nothing today is an unexpected rider; a card that is no card, refused.
    const idle = await admin.call('POST', '/api/v1/students', {
      body: studentInput(wanderer!.schoolId, { cardNumber: card(3) }),
    });
    expect(idle.statusCode, idle.body).toBe(201);
    const stray = await phone('POST', `/trips/${trip.id}/cards`, { cardNumber: card(3), at: now() });
    expect(stray.json().card).toMatchObject({ verdict: 'unexpected_rider', plateNumber: null });
    expect(
      (await app.db.select().from(monitorAlerts).where(eq(monitorAlerts.busId, trip.busId))).map(
        (a) => a.type,
      ),
    ).toEqual(expect.arrayContaining(['wrong_bus', 'unexpected_rider']));
    const malformed = await phone('POST', `/trips/${trip.id}/cards`, { cardNumber: 'a b', at: now() }, 'en');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors[0]).toMatchObject({ path: 'cardNumber', code: 'validation.cardNumber' });
  });
});

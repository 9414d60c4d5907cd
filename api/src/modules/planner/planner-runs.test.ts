import type { PlannerRun, PlannerViolation } from '@rihla/shared/contracts/planner';
import { type Agent, sessionOf } from '../../test/agent';
import { DATABASES } from '../../test/databases';
import { busInput, driverInput, schoolInput, stopInput, studentInput } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';
import { waitUntil } from '../../test/wait-until';

const daysAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const at = (dLat: number, dLng: number) => ({ homeLat: 24.7 + dLat, homeLng: 46.7 + dLng });

describe.each(DATABASES)('route planner runs on %s', (kind) => {
  let t: TestApp;
  let admin: Agent;
  let schoolId: string;
  const busIds: string[] = [];
  const named: Record<string, string> = {};

  async function created(url: string, body: object): Promise<{ id: string }> {
    const response = await admin.call('POST', url, { body });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  }

  async function finished(id: string): Promise<PlannerRun> {
    let run: PlannerRun | undefined;
    const done = await waitUntil(async () => {
      run = (await admin.call('GET', `/api/v1/planner/runs/${id}`)).json();
      return run?.status !== 'running';
    }, 60_000);
    expect(done).toBe(true);
    return run!;
  }

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await sessionOf(t.app);
    schoolId = (
      await created(
        '/api/v1/schools',
        schoolInput({ gender: 'mixed', lat: 24.7, lng: 46.7, startTime: '07:00' }),
      )
    ).id;
    for (const capacity of [30, 30]) {
      const bus = await created('/api/v1/buses', busInput({ capacity }));
      await created('/api/v1/drivers', driverInput({ assignedBusId: bus.id }));
      busIds.push(bus.id);
    }
    // A bus whose inspection ends before the term: not planned with.
    const expired = await created('/api/v1/buses', busInput({ inspectionExpiry: daysAhead(12) }));
    await created('/api/v1/drivers', driverInput({ assignedBusId: expired.id }));
    // A company stop a few metres from the boys' cluster: the proposal uses it rather than a new one.
    named.knownStop = (
      await created('/api/v1/stops', stopInput({ lat: 24.72015, lng: 46.7201, schoolIds: [schoolId] }))
    ).id;
    let phone = 70_000_000;
    const student = async (key: string, extra: object) => {
      phone += 1;
      const parent = await created('/api/v1/parents', {
        name: `ولي أمر ${key}`,
        phone: `05${phone}`,
        email: `${key}@example.sa`,
        contacts: [],
      });
      named[key] = (
        await created('/api/v1/students', studentInput(schoolId, { parentId: parent.id, ...extra }))
      ).id;
    };
    for (let i = 0; i < 6; i++) await student(`boy${i}`, { gender: 'boy', ...at(0.02 + i * 0.00005, 0.02) });
    for (let i = 0; i < 4; i++)
      await student(`girl${i}`, { gender: 'girl', ...at(0.02 + i * 0.0003, 0.021) });
    await student('near', { gender: 'boy', ...at(0.0005, 0) });
    await student('homeless', { gender: 'girl' });
    await student('wheelchair', { gender: 'boy', specialNeeds: 'كرسي متحرك', ...at(-0.03, 0.01) });
  });
  afterAll(() => t?.close());

  const runBody = (extra: object = {}) => ({
    schoolIds: [schoolId],
    termStart: daysAhead(14),
    termEnd: daysAhead(27),
    timeLimitSeconds: 1,
    ...extra,
  });

  it('plans the school in its thread: boys and girls apart, near and homeless students named, door to door alone', async () => {
    const started = await admin.call('POST', '/api/v1/planner/runs', { body: runBody() });
    expect(started.statusCode, started.body).toBe(202);
    expect(started.json()).toMatchObject({ status: 'running', input: { rules: { maxRideMinutes: 90 } } });
    // The API answers while the planner searches.
    expect((await admin.call('GET', '/api/v1/stops')).statusCode).toBe(200);
    const run = await finished(started.json().id);
    expect(run.status).toBe('done');
    const proposal = run.proposal!;
    const genderOf = new Map(proposal.students.map((s) => [s.id, s.gender]));
    const stopByKey = new Map(proposal.stops.map((s) => [s.key, s]));
    for (const route of proposal.routes) {
      const riders = route.stops.flatMap((s) => stopByKey.get(s.key)!.studentIds);
      expect(new Set(riders.map((id) => genderOf.get(id))).size).toBe(1);
      expect(route.rideMinutes).toBeLessThanOrEqual(90);
      expect(route.arrivalTime).toBe('07:00');
    }
    expect(proposal.unplanned).toEqual(
      expect.arrayContaining([
        { studentId: named.near, reason: 'near-school' },
        { studentId: named.homeless, reason: 'no-home' },
      ]),
    );
    const door = proposal.stops.find((s) => s.studentIds.includes(named.wheelchair!));
    expect(door).toMatchObject({ doorToDoor: true, studentIds: [named.wheelchair] });
    expect(proposal.stops.some((s) => s.existingStopId === named.knownStop)).toBe(true);
    expect(proposal.buses.every((b) => b.busId && busIds.includes(b.busId))).toBe(true);
    expect(proposal.figures).toMatchObject({ current: null, proposal: { riders: 11, notServed: 2 } });
  });

  it('accepts a proposal as trips planned by hand: a booked bus refuses it whole, then it applies and parents are told', async () => {
    const started = await admin.call('POST', '/api/v1/planner/runs', { body: runBody() });
    const run = await finished(started.json().id);
    const proposal = run.proposal!;
    const route = proposal.routes[0]!;
    const bus = proposal.buses[route.bus]!;
    const stopsBefore = (await admin.call('GET', '/api/v1/stops?pageSize=1')).json().total;
    // Someone books the proposal's bus by hand on the term's first day, at the route's time.
    const otherDriver = await created('/api/v1/drivers', driverInput());
    const booked = await created('/api/v1/trips', {
      name: 'رحلة يدوية',
      direction: 'to_school',
      schoolId,
      busId: bus.busId,
      driverId: otherDriver.id,
      date: daysAhead(14),
      departureTime: route.departureTime,
      stops: [{ stopId: named.knownStop, plannedTime: route.arrivalTime, studentIds: [] }],
    });
    const refused = await admin.call('POST', `/api/v1/planner/runs/${run.id}/accept`, {
      body: { version: run.version },
    });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'planner.refused',
      errors: expect.arrayContaining([
        // The refusal names the day that clashes (the series rules', issue #33 part 7).
        { path: 'routes.0.busId', code: 'trips.busBookedOn', message: expect.any(String) },
      ]),
    });
    expect((await admin.call('GET', '/api/v1/stops?pageSize=1')).json().total).toBe(stopsBefore);
    const mine = await admin.call('GET', `/api/v1/trips?schoolId=${schoolId}&pageSize=100`);
    expect(mine.json().total).toBe(1);

    const trip = (await admin.call('GET', `/api/v1/trips/${booked.id}`)).json();
    const cancel = await admin.call('POST', `/api/v1/trips/${booked.id}/transitions`, {
      body: { to: 'cancelled', version: trip.version },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const accepted = await admin.call('POST', `/api/v1/planner/runs/${run.id}/accept`, {
      body: { version: run.version },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const result = accepted.json();
    const schoolDays = 10; // two weeks, Sunday to Thursday
    expect(result).toMatchObject({
      run: { status: 'accepted' },
      seriesCreated: proposal.routes.length,
      tripsCreated: proposal.routes.length * schoolDays,
      stopsCreated: proposal.stops.filter((s) => !s.existingStopId).length,
    });
    expect(result.parentsTold).toBeGreaterThanOrEqual(11);
    const planned = await admin.call(
      'GET',
      `/api/v1/trips?schoolId=${schoolId}&date=${daysAhead(14)}&pageSize=100`,
    );
    const firstDay = planned.json().items.filter((t: { status: string }) => t.status === 'scheduled');
    expect(firstDay).toHaveLength(proposal.routes.length);
    const details = (await admin.call('GET', `/api/v1/trips/${firstDay[0].id}`)).json();
    expect(details.stops.length).toBeGreaterThan(0);
    expect(details.stops.at(-1).plannedTime <= '07:00').toBe(true);
    const notices = await admin.call('GET', '/api/v1/notices?event=pickup-changed&pageSize=100');
    expect(notices.json().total).toBeGreaterThanOrEqual(11);
    const again = await admin.call('POST', `/api/v1/planner/runs/${run.id}/accept`, {
      body: { version: result.run.version },
    });
    expect(again.json()).toMatchObject({ status: 409, code: 'planner.alreadyAccepted' });
  });

  it('stops a long run on request and keeps its best plan', async () => {
    const started = await admin.call('POST', '/api/v1/planner/runs', {
      body: runBody({ timeLimitSeconds: 600 }),
    });
    expect(started.statusCode, started.body).toBe(202);
    const stop = await admin.call('POST', `/api/v1/planner/runs/${started.json().id}/stop`);
    expect(stop.statusCode, stop.body).toBe(200);
    const run = await finished(started.json().id);
    expect(run.status).toBe('stopped');
    expect(run.proposal?.routes.length).toBeGreaterThan(0);
    const again = await admin.call('POST', `/api/v1/planner/runs/${run.id}/stop`);
    expect(again.json()).toMatchObject({ status: 409, code: 'planner.notRunning' });
  });

  // Walks of at most 12 m, boys 5.5 m apart: five of them board at boy 2's (or boy 3's) home and the last (boy 5,
  // or boy 0) alone at his; `near` is the next boy along, 5.5 m from the lone stop, `far` the other end, 28 m.
  const editableRun = async (extra: object = {}) => {
    const started = await admin.call('POST', '/api/v1/planner/runs', {
      body: runBody({ rules: { maxWalkMeters: 12 }, ...extra }),
    });
    expect(started.statusCode, started.body).toBe(202);
    const run = await finished(started.json().id);
    expect(run.status).toBe('done');
    return run;
  };
  const endsOf = (run: PlannerRun) =>
    stopOf(run, named.boy5!).studentIds.length === 1
      ? { lone: named.boy5!, near: named.boy4!, far: named.boy0! }
      : { lone: named.boy0!, near: named.boy1!, far: named.boy5! };
  const stopOf = (run: PlannerRun, studentId: string) =>
    run.proposal!.stops.find((s) => s.studentIds.includes(studentId))!;
  const routeOf = (run: PlannerRun, stopKey: string) =>
    run.proposal!.routes.find((r) => r.stops.some((s) => s.key === stopKey))!;
  const edit = (run: PlannerRun, body: object, version = run.version) =>
    admin.call('POST', `/api/v1/planner/runs/${run.id}/edits`, { body: { version, edit: body } });

  it('moves a student and a stop, re-times the routes, re-checks the plan, and accepts exactly the edited plan', async () => {
    const run = await editableRun({ termStart: daysAhead(42), termEnd: daysAhead(55) });
    const { lone, near } = endsOf(run);
    const shared = stopOf(run, near);
    const alone = stopOf(run, lone);
    expect(shared.studentIds).toHaveLength(5);
    expect(alone.studentIds).toEqual([lone]);

    const moved = await edit(run, { kind: 'move-student', studentId: near, toStopKey: alone.key });
    expect(moved.statusCode, moved.body).toBe(200);
    const afterMove: PlannerRun = moved.json();
    expect(afterMove.version).toBe(run.version + 1);
    expect(stopOf(afterMove, near).key).toBe(alone.key);
    expect(afterMove.proposal!.stops.find((s) => s.key === shared.key)!.studentIds).not.toContain(near);
    expect(afterMove.proposal!.violations).toEqual([]);
    expect(afterMove.proposal!.edits).toHaveLength(1);
    expect(afterMove.proposal!.figures.proposal).toMatchObject({
      riders: 11,
      buses: run.proposal!.buses.length,
    });

    // The boys' route with the door-to-door stop: its last stop goes first, and its times are worked out again.
    const door = stopOf(afterMove, named.wheelchair!);
    const route = routeOf(afterMove, door.key);
    expect(route.stops.length).toBeGreaterThan(1);
    const last = route.stops.at(-1)!.key;
    const reordered = await edit(afterMove, {
      kind: 'move-stop',
      stopKey: last,
      toRouteKey: route.key,
      position: 0,
    });
    expect(reordered.statusCode, reordered.body).toBe(200);
    const edited: PlannerRun = reordered.json();
    const after = edited.proposal!.routes.find((r) => r.key === route.key)!;
    expect(after.stops[0]!.key).toBe(last);
    expect(after.stops.map((s) => s.key).sort()).toEqual(route.stops.map((s) => s.key).sort());
    const times = after.stops.map((s) => s.time);
    expect([...times].sort()).toEqual(times);
    expect(after.arrivalTime).toBe('07:00');
    expect(after.rideMinutes).not.toBe(route.rideMinutes);
    expect(edited.proposal!.figures.proposal.drivingMinutes).not.toBe(
      afterMove.proposal!.figures.proposal.drivingMinutes,
    );
    expect(edited.proposal!.violations).toEqual([]);
    expect(edited.proposal!.edits.map((e) => e.kind)).toEqual(['move-student', 'move-stop']);
    // Read back as stored.
    expect((await admin.call('GET', `/api/v1/planner/runs/${run.id}`)).json().proposal).toEqual(
      edited.proposal,
    );

    const accepted = await admin.call('POST', `/api/v1/planner/runs/${run.id}/accept`, {
      body: { version: edited.version },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const firstDay = (
      await admin.call('GET', `/api/v1/trips?schoolId=${schoolId}&date=${daysAhead(42)}&pageSize=100`)
    )
      .json()
      .items.filter((t: { status: string }) => t.status === 'scheduled');
    expect(firstDay).toHaveLength(edited.proposal!.routes.length);
    const details = await Promise.all(
      firstDay.map(async (t: { id: string }) => (await admin.call('GET', `/api/v1/trips/${t.id}`)).json()),
    );
    const boysTrip = details.find((d) =>
      d.stops.some((s: { students: { id: string }[] }) => s.students.some((x) => x.id === named.wheelchair)),
    );
    expect(boysTrip.stops.map((s: { plannedTime: string }) => s.plannedTime)).toEqual(times);
    const nearAt = boysTrip.stops.find((s: { students: { id: string }[] }) =>
      s.students.some((x) => x.id === near),
    );
    expect(nearAt.students.map((x: { id: string }) => x.id).sort()).toEqual([near, lone].sort());
  });

  it('reports an edit that breaks a rule, refuses to accept it, and refuses an edit made on an old version', async () => {
    const run = await editableRun();
    const { lone, far } = endsOf(run);
    const alone = stopOf(run, lone);
    const boysStop = stopOf(run, far);
    // Bad input changes nothing.
    const unknown = await edit(run, { kind: 'move-student', studentId: 'nobody', toStopKey: alone.key });
    expect(unknown.json()).toMatchObject({
      status: 400,
      errors: [{ path: 'edit.studentId', code: 'validation.missingReference' }],
    });
    const same = await edit(run, { kind: 'move-student', studentId: far, toStopKey: boysStop.key });
    expect(same.json()).toMatchObject({
      status: 400,
      errors: [{ code: 'planner.sameStop', message: 'الطالب يركب من هذه المحطة أصلًا' }],
    });

    // The far boy lives 28 m from the lone stop; then a girl on the boys' route.
    const walked = await edit(run, { kind: 'move-student', studentId: far, toStopKey: alone.key });
    expect(walked.statusCode, walked.body).toBe(200);
    const broken: PlannerRun = walked.json();
    expect(broken.proposal!.violations).toEqual([
      {
        rule: 'walk-limit',
        routeKey: routeOf(broken, alone.key).key,
        studentId: far,
        amount: 28,
        limit: 12,
      },
    ]);
    const girl = await edit(broken, { kind: 'move-student', studentId: named.girl0, toStopKey: alone.key });
    const mixed: PlannerRun = girl.json();
    expect(mixed.proposal!.violations).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ rule: 'gender-separation', routeKey: routeOf(mixed, alone.key).key }),
      ]),
    );
    const refused = await admin.call('POST', `/api/v1/planner/runs/${run.id}/accept`, {
      body: { version: mixed.version },
    });
    expect(refused.json()).toMatchObject({
      status: 409,
      code: 'planner.hasViolations',
      title: 'المقترح المعدَّل يخالف قواعد التخطيط؛ أصلح المخالفات قبل اعتماده',
    });

    // A second operator still on the version before: the house's stale conflict, and nothing of theirs is kept.
    const other = stopOf(broken, named.boy2!).studentIds.find((id) => id !== lone)!;
    const stale = await edit(broken, { kind: 'move-student', studentId: other, toStopKey: alone.key });
    expect(stale.json()).toMatchObject({ status: 409, code: 'conflict.stale' });
    const kept: PlannerRun = (await admin.call('GET', `/api/v1/planner/runs/${run.id}`)).json();
    expect(kept.version).toBe(mixed.version);
    expect(stopOf(kept, other).key).not.toBe(alone.key);

    // Moved back, the boy's walk is within the limit again; the girl's edit is still reported.
    const back = await edit(kept, { kind: 'move-student', studentId: far, toStopKey: boysStop.key });
    const left: PlannerViolation[] = back.json().proposal.violations;
    expect(left.some((v) => v.studentId === far)).toBe(false);
    expect(left).toEqual(
      expect.arrayContaining([expect.objectContaining({ rule: 'walk-limit', studentId: named.girl0 })]),
    );

    // The door-to-door boy's stop moved onto a girls' route: that route now carries boys and girls.
    const girls = routeOf(back.json(), stopOf(back.json(), named.girl2!).key);
    const door = stopOf(back.json(), named.wheelchair!);
    const onGirls = await edit(back.json(), {
      kind: 'move-stop',
      stopKey: door.key,
      toRouteKey: girls.key,
      position: 0,
    });
    expect(onGirls.statusCode, onGirls.body).toBe(200);
    const mixedRoute: PlannerRun = onGirls.json();
    expect(routeOf(mixedRoute, door.key).key).toBe(girls.key);
    expect(mixedRoute.proposal!.routes.find((r) => r.key === girls.key)!.stops[0]!.key).toBe(door.key);
    expect(mixedRoute.proposal!.violations).toEqual(
      expect.arrayContaining([expect.objectContaining({ rule: 'gender-separation', routeKey: girls.key })]),
    );
  });

  it('refuses a start it cannot plan: a past term, an unknown school', async () => {
    const past = await admin.call('POST', '/api/v1/planner/runs', {
      body: runBody({ termStart: '2020-01-05', termEnd: '2020-01-30' }),
    });
    expect(past.json()).toMatchObject({
      status: 400,
      errors: [{ path: 'termStart', code: 'trips.pastDate' }],
    });
    const unknown = await admin.call('POST', '/api/v1/planner/runs', {
      body: runBody({ schoolIds: ['00000000-0000-4000-8000-000000000000'] }),
    });
    expect(unknown.json()).toMatchObject({ status: 400, errors: [{ path: 'schoolIds' }] });
  });
});

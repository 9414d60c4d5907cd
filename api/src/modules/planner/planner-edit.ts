// An operator's edit of a proposal before accepting it: a student boards at another stop, a stop moves to another
// route or place. The edited routes are timed again from the bell back, the figures recomputed, and the whole plan
// goes through the independent checker; what it breaks is kept on the proposal, which cannot be accepted until
// it breaks nothing. Each edit is a new version of the run (two operators: the second gets the stale conflict).
import {
  type PlannerEdit,
  type PlannerEditInput,
  type PlannerProposal,
  type PlannerRun,
  type PlannerViolation,
  plannerProposalSchema,
} from '@rihla/shared/contracts/planner';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/types';
import { HttpProblem, notFound, staleVersion } from '../../lib/problem';
import { buses } from '../buses/buses.table';
import { type CheckInstance, checkPlan } from './checker/check-plan';
import { departuresOf, type RouteContext, routeDuration } from './engine/routes';
import { defaultTravelModel, haversineMeters, type TravelTable } from './engine/travel';
import type { Point } from './engine/types';
import { plannerRuns } from './planner.table';
import { type CompanyPlanningData, companyPlanningData } from './planner-input';
import { clockOf } from './planner-proposal';
import { toRun } from './planner-runs';

const round1 = (value: number) => Math.round(value * 10) / 10;
const refused = (path: string, code: string) => new HttpProblem(400, 'validation', [{ path, code }]);

/** The edit applied to a copy of the proposal; answers the keys of the routes whose times must be redone. */
function applyEdit(proposal: PlannerProposal, edit: PlannerEdit): Set<string> {
  const routeOfStop = (stopKey: string) =>
    proposal.routes.find((r) => r.stops.some((s) => s.key === stopKey));
  const affected = new Set<string>();
  if (edit.kind === 'move-student') {
    const from = proposal.stops.find((s) => s.studentIds.includes(edit.studentId));
    if (!from) throw refused('edit.studentId', 'validation.missingReference');
    const to = proposal.stops.find((s) => s.key === edit.toStopKey);
    if (!to) throw refused('edit.toStopKey', 'validation.missingReference');
    if (to.key === from.key) throw refused('edit.toStopKey', 'planner.sameStop');
    if (to.schoolId !== from.schoolId) throw refused('edit.toStopKey', 'planner.otherSchool');
    from.studentIds = from.studentIds.filter((id) => id !== edit.studentId);
    to.studentIds.push(edit.studentId);
    for (const key of [from.key, to.key]) {
      const route = routeOfStop(key);
      if (route) affected.add(route.key);
    }
    if (from.studentIds.length === 0) {
      // Nobody boards there any more: the stop leaves the plan (and its route, when it was the last).
      proposal.stops = proposal.stops.filter((s) => s.key !== from.key);
      for (const route of proposal.routes) route.stops = route.stops.filter((s) => s.key !== from.key);
    }
  } else {
    const stop = proposal.stops.find((s) => s.key === edit.stopKey);
    const from = routeOfStop(edit.stopKey);
    if (!stop || !from) throw refused('edit.stopKey', 'validation.missingReference');
    const to = proposal.routes.find((r) => r.key === edit.toRouteKey);
    if (!to) throw refused('edit.toRouteKey', 'validation.missingReference');
    if (to.schoolId !== stop.schoolId) throw refused('edit.toRouteKey', 'planner.otherSchool');
    const visit = from.stops.find((s) => s.key === stop.key)!;
    from.stops = from.stops.filter((s) => s.key !== stop.key);
    to.stops.splice(Math.min(edit.position, to.stops.length), 0, visit);
    affected.add(from.key).add(to.key);
  }
  // A route left without stops is dropped, and a bus left without routes with it.
  const emptied = new Set(proposal.routes.filter((r) => r.stops.length === 0).map((r) => r.key));
  proposal.routes = proposal.routes.filter((r) => !emptied.has(r.key));
  for (const bus of proposal.buses) bus.routeKeys = bus.routeKeys.filter((key) => !emptied.has(key));
  const kept = proposal.buses.flatMap((bus, index) => (bus.routeKeys.length > 0 ? [index] : []));
  for (const route of proposal.routes) route.bus = kept.indexOf(route.bus);
  proposal.buses = kept.map((index) => proposal.buses[index]!);
  for (const key of emptied) affected.delete(key);
  return affected;
}

interface Timing {
  table: TravelTable;
  nodeOfSchool: Map<string, number>;
  nodeOfStop: Map<string, number>;
  ctxOf(schoolId: string): RouteContext;
  travel(from: Point, to: Point): number;
}

/** One travel table for the schools and the proposal's stops, in the run's travel model. */
async function timing(
  proposal: PlannerProposal,
  data: CompanyPlanningData,
  capacity: number,
  routingUrl: string | undefined,
  straightLine: { detourFactor: number; speedKmh: number },
): Promise<Timing> {
  const points: Point[] = [
    ...data.input.schools.map((s) => s.location),
    ...proposal.stops.map((s) => ({ x: s.lng, y: s.lat })),
  ];
  const table = await defaultTravelModel(routingUrl, straightLine).table(points);
  const schoolCount = data.input.schools.length;
  const nodeOfSchool = new Map(data.input.schools.map((s, i) => [s.id, i]));
  const nodeOfStop = new Map(proposal.stops.map((s, i) => [s.key, schoolCount + i]));
  const nodeOfPoint = new Map<string, number>();
  points.forEach((p, i) => {
    const key = `${p.x},${p.y}`;
    if (!nodeOfPoint.has(key)) nodeOfPoint.set(key, i);
  });
  const { stopBaseSeconds, stopPerStudentSeconds } = data.input.rules;
  const load = (node: number) => proposal.stops[node - schoolCount]?.studentIds.length ?? 0;
  return {
    table,
    nodeOfSchool,
    nodeOfStop,
    ctxOf: (schoolId) => ({
      table,
      school: nodeOfSchool.get(schoolId)!,
      load,
      service: (node) => (node < schoolCount ? 0 : stopBaseSeconds + stopPerStudentSeconds * load(node)),
      capacity,
    }),
    travel: (from, to) =>
      table.seconds(nodeOfPoint.get(`${from.x},${from.y}`)!, nodeOfPoint.get(`${to.x},${to.y}`)!),
  };
}

/** The checker's findings in the proposal's terms: route keys, student ids, minutes and metres. */
function violationsOf(proposal: PlannerProposal, data: CompanyPlanningData, capacity: number, time: Timing) {
  const onStops = new Set(proposal.stops.flatMap((s) => s.studentIds));
  const { rules } = data.input;
  const instance: CheckInstance = {
    schools: data.input.schools,
    stops: proposal.stops.map((s) => ({
      id: s.key,
      schoolId: s.schoolId,
      location: { x: s.lng, y: s.lat },
      students: s.studentIds.length,
      studentIds: s.studentIds,
    })),
    students: data.input.students.filter((s) => onStops.has(s.id)),
    capacity,
    maxRideSeconds: rules.maxRideSeconds,
    stopBaseSeconds: rules.stopBaseSeconds,
    stopPerStudentSeconds: rules.stopPerStudentSeconds,
    travelSeconds: time.travel,
    walk: {
      maxWalkMeters: rules.maxWalkMeters,
      minDistanceMeters: rules.minDistanceMeters,
      separateGenders: rules.separateGenders,
      distanceMeters: haversineMeters,
    },
  };
  const found = checkPlan(instance, {
    routes: proposal.routes.map((r) => ({
      id: r.key,
      schoolId: r.schoolId,
      stopIds: r.stops.map((s) => s.key),
    })),
    chains: proposal.buses.map((b) => b.routeKeys),
  });
  return found.map(
    (v): PlannerViolation => ({
      rule: v.rule,
      routeKey: v.routeId ?? null,
      studentId: v.studentId ?? null,
      amount: v.amount === undefined ? null : v.rule === 'ride-time' ? round1(v.amount / 60) : v.amount,
      limit: v.limit === undefined ? null : v.rule === 'ride-time' ? round1(v.limit / 60) : v.limit,
    }),
  );
}

/** Times the affected routes again, then the figures and the checker's findings over the whole plan. */
async function recheck(
  proposal: PlannerProposal,
  affected: Set<string>,
  data: CompanyPlanningData,
  capacity: number,
  options: { routingUrl?: string; straightLine: { detourFactor: number; speedKmh: number } },
): Promise<PlannerProposal> {
  const time = await timing(proposal, data, capacity, options.routingUrl, options.straightLine);
  const schoolById = new Map(data.input.schools.map((s) => [s.id, s]));
  const genderOf = new Map(proposal.students.map((s) => [s.id, s.gender]));
  const stopByKey = new Map(proposal.stops.map((s) => [s.key, s]));
  const durationOf = new Map<string, number>();
  for (const route of proposal.routes) {
    const school = schoolById.get(route.schoolId);
    if (!school) throw new HttpProblem(409, 'planner.notEditable');
    const ctx = time.ctxOf(route.schoolId);
    const nodes = route.stops.map((s) => time.nodeOfStop.get(s.key)!);
    const duration = routeDuration(ctx, nodes);
    durationOf.set(route.key, duration);
    if (!affected.has(route.key)) continue;
    const departures = departuresOf(ctx, nodes, school.bellSeconds);
    route.stops = route.stops.map((s, k) => ({ key: s.key, time: clockOf(departures[k] ?? 0) }));
    route.departureTime = route.stops[0]?.time ?? '00:00';
    route.arrivalTime = clockOf((departures[0] ?? 0) + duration);
    const riders = route.stops.flatMap((s) => stopByKey.get(s.key)?.studentIds ?? []);
    route.riders = riders.length;
    route.rideMinutes = round1(duration / 60);
    const genders = new Set(riders.map((id) => genderOf.get(id)));
    const [only] = genders;
    route.gender = genders.size === 1 && only ? only : null;
  }
  const routeByKey = new Map(proposal.routes.map((r) => [r.key, r]));
  let driving = [...durationOf.values()].reduce((sum, d) => sum + d, 0);
  for (const bus of proposal.buses) {
    for (let k = 1; k < bus.routeKeys.length; k++) {
      const before = routeByKey.get(bus.routeKeys[k - 1]!)!;
      const next = routeByKey.get(bus.routeKeys[k]!)!;
      driving += time.table.seconds(
        time.nodeOfSchool.get(before.schoolId)!,
        time.nodeOfStop.get(next.stops[0]!.key)!,
      );
    }
  }
  const noBus = proposal.routes
    .filter((r) => !proposal.buses[r.bus]?.busId)
    .flatMap((r) => r.stops.flatMap((s) => stopByKey.get(s.key)?.studentIds ?? []));
  proposal.unplanned = [
    ...proposal.unplanned.filter((u) => u.reason !== 'no-bus'),
    ...noBus.map((studentId) => ({ studentId, reason: 'no-bus' as const })),
  ];
  const riders = proposal.routes.reduce((sum, r) => sum + r.riders, 0);
  const busCount = proposal.buses.length;
  proposal.figures.proposal = {
    buses: busCount,
    drivingMinutes: round1(driving / 60),
    longestRideMinutes: round1(Math.max(0, ...durationOf.values()) / 60),
    ridersPerBus: busCount > 0 ? round1(riders / busCount) : 0,
    riders,
    notServed: proposal.unplanned.length,
  };
  proposal.violations = violationsOf(proposal, data, capacity, time);
  return proposal;
}

/** Applies one edit to the run's proposal at the version the operator read, re-checked and kept. */
export async function editRun(
  tx: Database,
  id: string,
  body: PlannerEditInput,
  routingUrl: string | undefined,
): Promise<{ before: PlannerRun; after: PlannerRun }> {
  const [row] = await tx.select().from(plannerRuns).where(eq(plannerRuns.id, id)).for('update');
  if (!row) throw notFound();
  if (row.version !== body.version) throw staleVersion();
  const before = toRun(row);
  if ((before.status !== 'done' && before.status !== 'stopped') || !before.proposal) {
    throw new HttpProblem(
      409,
      before.status === 'accepted' ? 'planner.alreadyAccepted' : 'planner.notEditable',
    );
  }
  const proposal = plannerProposalSchema.parse(structuredClone(before.proposal));
  const affected = applyEdit(proposal, body.edit);
  const { input } = before;
  const data = await companyPlanningData(tx, input);
  const busIds = proposal.buses.flatMap((b) => (b.busId ? [b.busId] : []));
  const seats =
    busIds.length > 0
      ? (await tx.select({ capacity: buses.capacity }).from(buses).where(inArray(buses.id, busIds))).map(
          (b) => b.capacity,
        )
      : [];
  const capacity = Math.min(...seats, ...(seats.length > 0 ? [] : data.input.buses.map((b) => b.capacity)));
  await recheck(proposal, affected, data, capacity, {
    routingUrl,
    straightLine: { detourFactor: input.rules.detourFactor, speedKmh: input.rules.speedKmh },
  });
  proposal.edits = [...proposal.edits, body.edit];
  const [updated] = await tx
    .update(plannerRuns)
    .set({ proposal, version: sql`${plannerRuns.version} + 1`, updatedAt: new Date() })
    .where(eq(plannerRuns.id, id))
    .returning();
  return { before, after: toRun(updated!) };
}

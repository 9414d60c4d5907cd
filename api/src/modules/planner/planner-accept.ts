// Accepting a proposal: its new stops, then one weekly series per route through the trips service (so capacity,
// documents and double booking are checked as for a trip planned by hand), and the parents whose stop or time
// changed are told. One transaction: a refused route refuses the whole proposal, with every reason listed.
import { type PlannerAcceptResult, plannerProposalSchema } from '@rihla/shared/contracts/planner';
import { type Trip, tripSeriesInputSchema } from '@rihla/shared/contracts/trips';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/types';
import type { Actor } from '../../lib/actor';
import type { Audit } from '../../lib/mutate';
import { type FieldProblem, HttpProblem, notFound, staleVersion } from '../../lib/problem';
import { stopsService } from '../stops/stops.service';
import { tellRidersParents } from '../trips/trip-notices';
import { createTripSeries } from '../trips/trips.service';
import { plannerRuns } from './planner.table';
import { currentPlan } from './planner-current';
import { toRun } from './planner-runs';

export async function acceptRun(
  tx: Database,
  id: string,
  version: number,
  actor: Actor | null,
  today: string,
  audit: Audit,
): Promise<PlannerAcceptResult & { trips: Trip[] }> {
  const [row] = await tx.select().from(plannerRuns).where(eq(plannerRuns.id, id)).for('update');
  if (!row) throw notFound();
  if (row.version !== version) throw staleVersion();
  const run = toRun(row);
  if (run.status === 'accepted') throw new HttpProblem(409, 'planner.alreadyAccepted');
  if ((run.status !== 'done' && run.status !== 'stopped') || !run.proposal) {
    throw new HttpProblem(409, 'planner.notAcceptable');
  }
  const proposal = plannerProposalSchema.parse(run.proposal);
  // An operator's edit the independent checker found breaking a rule: the plan is fixed before it is accepted.
  if (proposal.violations.length > 0) throw new HttpProblem(409, 'planner.hasViolations');
  if (proposal.buses.some((bus) => !bus.busId || !bus.driverId)) {
    throw new HttpProblem(409, 'planner.notEnoughBuses');
  }
  const { input } = run;
  if (input.termStart < today) {
    throw new HttpProblem(400, 'validation', [{ path: 'termStart', code: 'trips.pastDate' }]);
  }
  // What parents know now, read before anything is written.
  const { pickups } = await currentPlan(tx, input.schoolIds, today);

  const stopIdOf = new Map<string, string>();
  let stopsCreated = 0;
  for (const stop of proposal.stops) {
    if (stop.existingStopId) {
      stopIdOf.set(stop.key, stop.existingStopId);
      continue;
    }
    const created = await stopsService.create(tx, {
      nameAr: stop.nameAr,
      nameEn: stop.nameEn,
      district: null,
      lat: stop.lat,
      lng: stop.lng,
      notes: null,
      schoolIds: [stop.schoolId],
    });
    await audit({ entityType: 'stop', entityId: created.id, action: 'create', before: null, after: created });
    stopIdOf.set(stop.key, created.id);
    stopsCreated++;
  }

  const stopByKey = new Map(proposal.stops.map((s) => [s.key, s]));
  const schoolById = new Map(proposal.schools.map((s) => [s.id, s]));
  const problems: FieldProblem[] = [];
  const trips: Trip[] = [];
  const told: { tripId: string; stopKey: string; time: string; studentIds: string[] }[] = [];
  for (const [index, route] of proposal.routes.entries()) {
    const bus = proposal.buses[route.bus]!;
    const school = schoolById.get(route.schoolId);
    const parsed = tripSeriesInputSchema.safeParse({
      name: `${school?.nameAr ?? ''} - ذهاب ${index + 1}`.trim(),
      direction: 'to_school',
      schoolId: route.schoolId,
      busId: bus.busId,
      driverId: bus.driverId,
      departureTime: route.departureTime,
      stops: route.stops.map((s) => ({
        stopId: stopIdOf.get(s.key),
        plannedTime: s.time,
        studentIds: stopByKey.get(s.key)?.studentIds ?? [],
      })),
      weekdays: input.weekdays,
      termStart: input.termStart,
      termEnd: input.termEnd,
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        problems.push({ path: `routes.${index}.${issue.path.join('.')}`, code: issue.message });
      }
      continue;
    }
    try {
      const series = await createTripSeries(tx, parsed.data, actor, today);
      trips.push(...series.trips);
      const first = series.trips[0]!;
      for (const s of route.stops) {
        const stopId = stopIdOf.get(s.key)!;
        const changed = (stopByKey.get(s.key)?.studentIds ?? []).filter((studentId) => {
          const before = pickups.get(studentId);
          return !before || before.stopId !== stopId || before.time !== s.time;
        });
        if (changed.length > 0)
          told.push({ tripId: first.id, stopKey: s.key, time: s.time, studentIds: changed });
      }
    } catch (error) {
      if (!(error instanceof HttpProblem)) throw error;
      const fields = error.fieldErrors.length > 0 ? error.fieldErrors : [{ path: '', code: error.code }];
      for (const field of fields) {
        problems.push({ ...field, path: `routes.${index}${field.path ? `.${field.path}` : ''}` });
      }
    }
  }
  // Nothing half-applied: the caller's transaction rolls the stops and series back.
  if (problems.length > 0) throw new HttpProblem(409, 'planner.refused', problems);

  for (const trip of trips) {
    await audit({ entityType: 'trip', entityId: trip.id, action: 'create', before: null, after: trip });
  }
  let parentsTold = 0;
  for (const change of told) {
    const stop = stopByKey.get(change.stopKey)!;
    parentsTold += await tellRidersParents(
      tx,
      change.tripId,
      {
        event: 'pickup-changed',
        eventKey: `pickup-changed:${id}:${change.stopKey}`,
        variables: {
          stopName: { ar: stop.nameAr, en: stop.nameEn },
          time: change.time,
          date: input.termStart,
        },
      },
      change.studentIds,
    );
  }
  const [accepted] = await tx
    .update(plannerRuns)
    .set({ status: 'accepted', version: sql`${plannerRuns.version} + 1`, updatedAt: new Date() })
    .where(eq(plannerRuns.id, id))
    .returning();
  return {
    run: toRun(accepted!),
    stopsCreated,
    seriesCreated: proposal.routes.length,
    tripsCreated: trips.length,
    parentsTold,
    trips,
  };
}

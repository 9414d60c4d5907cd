// The planner's plan as an operator reads it: named stops (a company stop when one is within a few metres),
// timed routes, the fleet's buses and drivers on each chain, who is not served and why, and the figures.
import type { PlannerProposal } from '@rihla/shared/contracts/planner';
import type { StudentPlan } from './engine/plan-students';
import { haversineMeters } from './engine/travel';
import type { CompanyPlanningData } from './planner-input';

/** A company stop this close to a planned one is used instead of a new stop. */
export const SNAP_METERS = 60;

export interface KnownStop {
  id: string;
  nameAr: string;
  nameEn: string;
  lat: number;
  lng: number;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** `HH:MM`, rounded down: rounding every time the same way keeps a route's times in order. */
export function clockOf(seconds: number): string {
  const minutes = Math.max(0, Math.floor(seconds / 60));
  return `${pad(Math.floor(minutes / 60) % 24)}:${pad(minutes % 60)}`;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

export function buildProposal(
  data: CompanyPlanningData,
  planned: StudentPlan,
  known: KnownStop[],
  current: { figures: PlannerProposal['figures']['current']; date: string | null },
): PlannerProposal {
  const { plan } = planned;
  const schoolById = new Map(data.schools.map((s) => [s.id, s]));
  const studentById = new Map(data.students.map((s) => [s.id, s]));
  const stopById = new Map(planned.stops.map((s) => [s.id, s]));
  const homeOf = new Map(data.input.students.map((s) => [s.id, s.home]));
  // A company stop replaces a planned one only when every rider still walks within the limit to it.
  const withinWalk = (known: KnownStop, studentIds: string[]) =>
    studentIds.every((id) => {
      const home = homeOf.get(id);
      return !home || haversineMeters(home, { x: known.lng, y: known.lat }) <= data.input.rules.maxWalkMeters;
    });
  const busOfRoute = new Map<string, number>();
  plan.chains.forEach((chain, bus) => {
    for (const routeId of chain) busOfRoute.set(routeId, bus);
  });
  const counters = new Map<string, number>();
  const stopsOut: PlannerProposal['stops'] = [];
  const routes: PlannerProposal['routes'] = plan.routes.map((route) => {
    const usedKnown = new Set<string>();
    const school = schoolById.get(route.schoolId)!;
    const stopsOfRoute = route.stopIds.map((stopId, k) => {
      const stop = stopById.get(stopId)!;
      const doorToDoor = stopId.startsWith('door-');
      const nearest = doorToDoor
        ? undefined
        : known
            .map((s) => ({ s, d: haversineMeters({ x: s.lng, y: s.lat }, stop.location) }))
            .filter(
              ({ s, d }) => d <= SNAP_METERS && !usedKnown.has(s.id) && withinWalk(s, stop.studentIds ?? []),
            )
            .sort((a, b) => a.d - b.d)[0]?.s;
      if (nearest) usedKnown.add(nearest.id);
      const n = (counters.get(route.schoolId) ?? 0) + 1;
      if (!nearest) counters.set(route.schoolId, n);
      const key = `${route.id}-${k + 1}`;
      stopsOut.push({
        key,
        schoolId: route.schoolId,
        lat: nearest?.lat ?? stop.location.y,
        lng: nearest?.lng ?? stop.location.x,
        existingStopId: nearest?.id ?? null,
        nameAr: nearest?.nameAr ?? `${school.nameAr} - ${doorToDoor ? 'باب المنزل' : 'محطة'} ${n}`,
        nameEn: nearest?.nameEn ?? `${school.nameEn} - ${doorToDoor ? 'door' : 'stop'} ${n}`,
        studentIds: stop.studentIds ?? [],
        doorToDoor,
      });
      return { key, time: clockOf(route.departures[k] ?? 0) };
    });
    const genders = new Set(
      route.stopIds
        .flatMap((id) => stopById.get(id)?.studentIds ?? [])
        .map((id) => studentById.get(id)?.gender),
    );
    const [only] = genders;
    return {
      key: route.id,
      schoolId: route.schoolId,
      gender: genders.size === 1 && only ? only : null,
      bus: busOfRoute.get(route.id) ?? 0,
      stops: stopsOfRoute,
      departureTime: stopsOfRoute[0]?.time ?? '00:00',
      arrivalTime: clockOf((route.departures[0] ?? 0) + route.durationSeconds),
      riders: route.students,
      rideMinutes: round1(route.durationSeconds / 60),
    };
  });
  const busesOut: PlannerProposal['buses'] = plan.chains.map((chain, i) => {
    const fleetBus = data.fleet[i];
    return {
      busId: fleetBus?.busId ?? null,
      plateNumber: fleetBus?.plateNumber ?? null,
      driverId: fleetBus?.driverId ?? null,
      driverName: fleetBus?.driverName ?? null,
      routeKeys: chain,
    };
  });
  const unplanned: PlannerProposal['unplanned'] = [
    ...data.homeless.map((studentId) => ({ studentId, reason: 'no-home' as const })),
    ...planned.unplanned.map((u) => ({
      studentId: u.studentId,
      reason: u.reason === 'near-school' ? ('near-school' as const) : ('no-home' as const),
    })),
    ...routes
      .filter((r) => !busesOut[r.bus]?.busId)
      .flatMap((r) => r.stops.flatMap((s) => stopsOut.find((o) => o.key === s.key)?.studentIds ?? []))
      .map((studentId) => ({ studentId, reason: 'no-bus' as const })),
  ];
  const riders = routes.reduce((sum, r) => sum + r.riders, 0);
  return {
    schools: data.schools,
    stops: stopsOut,
    routes,
    buses: busesOut,
    students: data.students,
    unplanned,
    figures: {
      proposal: {
        buses: plan.chains.length,
        drivingMinutes: round1(plan.drivingSeconds / 60),
        longestRideMinutes: round1(Math.max(0, ...plan.routes.map((r) => r.durationSeconds)) / 60),
        ridersPerBus: plan.chains.length > 0 ? round1(riders / plan.chains.length) : 0,
        riders,
        notServed: unplanned.length,
      },
      current: current.figures,
      currentDate: current.date,
    },
    edits: [],
    violations: [],
  };
}

// The search: route sets per group, chained into buses; a group's route set is rebuilt under a random duration
// cap and kept when the fleet shrinks (or stays and drives less). Returns the best plan at the time limit.
import { minimumChains } from './chains';
import { buildRoutes, departuresOf, type GroupRoute, type RouteContext } from './routes';
import type { TravelTable } from './travel';
import type { PlannedRoute, PlannerPlan, PlanOptions, RoutingProblem } from './types';

/** A small fast generator (mulberry32), so a seed gives the same plan. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Group {
  key: string;
  school: number;
  stops: number[];
  ctx: RouteContext;
}

interface Candidate {
  routes: (GroupRoute & { group: number })[];
  chains: number[][];
  buses: number;
  driving: number;
}

/** Node order of the travel table: the schools first, then the stops. */
export function problemPoints(problem: RoutingProblem) {
  return [...problem.schools.map((s) => s.location), ...problem.stops.map((s) => s.location)];
}

export function planRoutes(problem: RoutingProblem, table: TravelTable, options: PlanOptions): PlannerPlan {
  const started = Date.now();
  const random = seededRandom(options.seed ?? 1);
  const schoolCount = problem.schools.length;
  const schoolIndex = new Map(problem.schools.map((s, i) => [s.id, i]));
  const service = (node: number) => {
    const stop = problem.stops[node - schoolCount];
    return stop ? problem.stopBaseSeconds + problem.stopPerStudentSeconds * stop.students : 0;
  };
  const load = (node: number) => problem.stops[node - schoolCount]?.students ?? 0;
  const groupMap = new Map<string, Group>();
  problem.stops.forEach((stop, i) => {
    const school = schoolIndex.get(stop.schoolId);
    if (school === undefined) throw new Error(`stop ${stop.id}: unknown school ${stop.schoolId}`);
    let group = groupMap.get(stop.group);
    if (!group) {
      group = {
        key: stop.group,
        school,
        stops: [],
        ctx: { table, school, load, service, capacity: problem.capacity },
      };
      groupMap.set(stop.group, group);
    }
    group.stops.push(schoolCount + i);
  });
  const groups = [...groupMap.values()];
  const bell = (school: number) => problem.schools[school]?.bellSeconds ?? 0;
  const dwell = (school: number) => problem.schools[school]?.dwellSeconds ?? 0;

  // The schools a bus may come from to serve a route, kept with the route: a step rebuilds one group's routes only.
  const predecessors = new WeakMap<GroupRoute, number[]>();
  const schoolsBefore = (route: GroupRoute, toSchool: number) => {
    let schools = predecessors.get(route);
    if (!schools) {
      schools = [];
      const latest = bell(toSchool) - route.duration - dwell(toSchool);
      for (let s = 0; s < schoolCount; s++) {
        if (s !== toSchool && bell(s) + table.seconds(s, route.nodes[0] as number) <= latest) schools.push(s);
      }
      predecessors.set(route, schools);
    }
    return schools;
  };

  const evaluate = (routeSets: GroupRoute[][]): Candidate => {
    const routes = routeSets.flatMap((set, group) => set.map((route) => ({ ...route, group })));
    const schoolOf = routes.map((r) => (groups[r.group] as Group).school);
    const after = routeSets.flatMap((set, group) =>
      set.map((route) => schoolsBefore(route, (groups[group] as Group).school)),
    );
    const chains = minimumChains(schoolOf, schoolCount, after);
    let driving = routes.reduce((sum, r) => sum + r.duration, 0);
    for (const chain of chains) {
      for (let k = 1; k < chain.length; k++) {
        const to = routes[chain[k] as number] as GroupRoute;
        driving += table.seconds(schoolOf[chain[k - 1] as number] as number, to.nodes[0] as number);
      }
    }
    return { routes, chains, buses: chains.length, driving };
  };

  const sets = groups.map((g) => buildRoutes(g.ctx, g.stops, problem.maxRideSeconds, 0, random));
  let best = evaluate(sets);
  let current = best;
  let iteration = 0;
  const deadline = started + options.timeLimitMs;
  const maxIterations = options.maxIterations ?? Number.POSITIVE_INFINITY;
  while (Date.now() < deadline && iteration < maxIterations && !options.shouldStop?.() && groups.length > 0) {
    iteration++;
    const g = Math.floor(random() * groups.length);
    const group = groups[g] as Group;
    // Near the ride limit: once the smallest routes are emptied into the others, long routes mean fewer routes,
    // and on the benchmark fewer routes chain into fewer buses than shorter, more numerous ones (tried: 15-100 %).
    const cap = problem.maxRideSeconds * (0.9 + 0.1 * random());
    const previous = sets[g] as GroupRoute[];
    sets[g] = buildRoutes(group.ctx, group.stops, cap, 0.5 * random(), random);
    const candidate = evaluate(sets);
    // Moves that keep the fleet are taken even when they drive more (the fleet plateaus are wide); the
    // best plan by (buses, driving) is kept apart.
    if (candidate.buses <= current.buses) {
      current = candidate;
      if (
        candidate.buses < best.buses ||
        (candidate.buses === best.buses && candidate.driving < best.driving)
      ) {
        best = candidate;
      }
    } else sets[g] = previous;
    if (iteration % 20 === 0) {
      options.onProgress?.({
        fraction: Math.min(1, (Date.now() - started) / options.timeLimitMs),
        buses: best.buses,
        drivingSeconds: best.driving,
      });
    }
  }
  return { ...toPlan(problem, best, groups, bell), iterations: iteration };
}

function toPlan(
  problem: RoutingProblem,
  best: Candidate,
  groups: Group[],
  bell: (school: number) => number,
): PlannerPlan {
  const schoolCount = problem.schools.length;
  const routes: PlannedRoute[] = best.routes.map((route, i) => {
    const group = groups[route.group] as Group;
    const departures = departuresOf(group.ctx, route.nodes, bell(group.school));
    return {
      id: `r${i + 1}`,
      schoolId: (problem.schools[group.school] as { id: string }).id,
      group: group.key,
      stopIds: route.nodes.map((node) => (problem.stops[node - schoolCount] as { id: string }).id),
      students: route.load,
      durationSeconds: route.duration,
      departures,
    };
  });
  return {
    routes,
    chains: best.chains.map((chain) => chain.map((i) => (routes[i] as PlannedRoute).id)),
    drivingSeconds: best.driving,
  };
}

// An independent checker: recomputes every figure of a plan from the instance alone and lists what it breaks.
// It shares no code with the planner on purpose, so a planner bug cannot hide behind the same bug here.

export interface CheckPoint {
  x: number;
  y: number;
}

export interface CheckInstance {
  schools: { id: string; location: CheckPoint; bellSeconds: number; dwellSeconds: number }[];
  stops: { id: string; schoolId: string; location: CheckPoint; students: number; studentIds?: string[] }[];
  /** When given, the students behind the stops: walk limit, door to door, genders and near-school rules. */
  students?: {
    id: string;
    schoolId: string;
    home: CheckPoint;
    gender?: 'male' | 'female';
    doorToDoor?: boolean;
  }[];
  capacity: number;
  maxRideSeconds: number;
  stopBaseSeconds: number;
  stopPerStudentSeconds: number;
  travelSeconds: (from: CheckPoint, to: CheckPoint) => number;
  walk?: {
    maxWalkMeters: number;
    minDistanceMeters: number;
    separateGenders: boolean;
    distanceMeters: (a: CheckPoint, b: CheckPoint) => number;
  };
}

export interface CheckPlan {
  routes: { id: string; schoolId: string; stopIds: string[] }[];
  chains: string[][];
}

export type CheckRule =
  | 'stop-coverage'
  | 'route-school'
  | 'capacity'
  | 'ride-time'
  | 'chain-coverage'
  | 'chain-compatibility'
  | 'walk-limit'
  | 'door-to-door'
  | 'gender-separation'
  | 'near-school'
  | 'student-coverage';

export interface Violation {
  rule: CheckRule;
  message: string;
  /** Where it is, for a reader that names it in its own words: the route, the student, and the figures. */
  routeId?: string;
  studentId?: string;
  amount?: number;
  limit?: number;
}

const EPSILON = 1e-6;

type Stop = CheckInstance['stops'][number];

function routeSeconds(
  instance: CheckInstance,
  stops: Stop[],
  school: CheckInstance['schools'][number],
): number {
  let seconds = 0;
  for (let i = 1; i < stops.length; i++) {
    const stop = stops[i] as Stop;
    seconds += instance.travelSeconds((stops[i - 1] as Stop).location, stop.location);
    seconds += instance.stopBaseSeconds + instance.stopPerStudentSeconds * stop.students;
  }
  const last = stops[stops.length - 1];
  return last ? seconds + instance.travelSeconds(last.location, school.location) : 0;
}

function checkStudents(instance: CheckInstance, plan: CheckPlan, stopById: Map<string, Stop>): Violation[] {
  const walk = instance.walk;
  if (!instance.students || !walk) return [];
  const out: Violation[] = [];
  const studentById = new Map(instance.students.map((s) => [s.id, s]));
  const schoolById = new Map(instance.schools.map((s) => [s.id, s]));
  const boarded = new Map<string, string>();
  for (const route of plan.routes) {
    const genders = new Set<string>();
    for (const stopId of route.stopIds) {
      const stop = stopById.get(stopId);
      for (const studentId of stop?.studentIds ?? []) {
        const student = studentById.get(studentId);
        if (!student || !stop) continue;
        if (boarded.has(studentId)) {
          out.push({ rule: 'student-coverage', message: `student ${studentId} boards twice`, studentId });
        }
        boarded.set(studentId, stopId);
        if (student.gender) genders.add(student.gender);
        const distance = walk.distanceMeters(student.home, stop.location);
        if (student.doorToDoor && (distance > 1 || (stop.studentIds?.length ?? 0) > 1)) {
          out.push({
            rule: 'door-to-door',
            message: `student ${studentId} is not picked up alone at home`,
            routeId: route.id,
            studentId,
          });
        } else if (distance > walk.maxWalkMeters + EPSILON) {
          out.push({
            rule: 'walk-limit',
            message: `student ${studentId} walks ${Math.round(distance)} m`,
            routeId: route.id,
            studentId,
            amount: Math.round(distance),
            limit: walk.maxWalkMeters,
          });
        }
        const school = schoolById.get(student.schoolId);
        if (school && walk.distanceMeters(student.home, school.location) < walk.minDistanceMeters) {
          out.push({
            rule: 'near-school',
            message: `student ${studentId} lives too close to be planned`,
            routeId: route.id,
            studentId,
          });
        }
      }
    }
    if (walk.separateGenders && genders.size > 1) {
      out.push({
        rule: 'gender-separation',
        message: `route ${route.id} carries boys and girls`,
        routeId: route.id,
      });
    }
  }
  for (const student of instance.students) {
    const school = schoolById.get(student.schoolId);
    const near = school && walk.distanceMeters(student.home, school.location) < walk.minDistanceMeters;
    if (!near && !boarded.has(student.id)) {
      out.push({
        rule: 'student-coverage',
        message: `student ${student.id} is not planned`,
        studentId: student.id,
      });
    }
  }
  return out;
}

export function checkPlan(instance: CheckInstance, plan: CheckPlan): Violation[] {
  const out: Violation[] = [];
  const stopById = new Map(instance.stops.map((s) => [s.id, s]));
  const schoolById = new Map(instance.schools.map((s) => [s.id, s]));
  const visits = new Map<string, number>();
  const routeInfo = new Map<
    string,
    { school: CheckInstance['schools'][number]; first: Stop; seconds: number }
  >();
  for (const route of plan.routes) {
    const school = schoolById.get(route.schoolId);
    const stops: Stop[] = [];
    for (const stopId of route.stopIds) {
      visits.set(stopId, (visits.get(stopId) ?? 0) + 1);
      const stop = stopById.get(stopId);
      if (!stop) out.push({ rule: 'stop-coverage', message: `route ${route.id}: unknown stop ${stopId}` });
      else {
        stops.push(stop);
        if (stop.schoolId !== route.schoolId) {
          out.push({
            rule: 'route-school',
            message: `route ${route.id}: stop ${stopId} is for another school`,
          });
        }
      }
    }
    if (!school || stops.length === 0) {
      out.push({ rule: 'route-school', message: `route ${route.id}: no school or no stops` });
      continue;
    }
    const load = stops.reduce((sum, s) => sum + s.students, 0);
    if (load > instance.capacity) {
      out.push({
        rule: 'capacity',
        message: `route ${route.id}: ${load} students for ${instance.capacity} seats`,
        routeId: route.id,
        amount: load,
        limit: instance.capacity,
      });
    }
    const seconds = routeSeconds(instance, stops, school);
    if (seconds > instance.maxRideSeconds + EPSILON) {
      out.push({
        rule: 'ride-time',
        message: `route ${route.id}: ${Math.round(seconds)} s on board`,
        routeId: route.id,
        amount: seconds,
        limit: instance.maxRideSeconds,
      });
    }
    routeInfo.set(route.id, { school, first: stops[0] as Stop, seconds });
  }
  for (const stop of instance.stops) {
    const count = visits.get(stop.id) ?? 0;
    if (count !== 1) out.push({ rule: 'stop-coverage', message: `stop ${stop.id} is served ${count} times` });
  }
  const served = new Map<string, number>();
  for (const chain of plan.chains) {
    chain.forEach((routeId, k) => {
      served.set(routeId, (served.get(routeId) ?? 0) + 1);
      const to = routeInfo.get(routeId);
      const from = k > 0 ? routeInfo.get(chain[k - 1] as string) : undefined;
      if (!to || !from) return;
      const ready =
        from.school.bellSeconds +
        instance.travelSeconds(from.school.location, to.first.location) +
        to.seconds;
      if (ready + to.school.dwellSeconds > to.school.bellSeconds + EPSILON) {
        out.push({
          rule: 'chain-compatibility',
          message: `a bus cannot serve route ${routeId} after route ${chain[k - 1]}`,
          routeId,
        });
      }
    });
  }
  for (const route of plan.routes) {
    const count = served.get(route.id) ?? 0;
    if (count !== 1) out.push({ rule: 'chain-coverage', message: `route ${route.id} is in ${count} chains` });
  }
  for (const routeId of served.keys()) {
    if (!routeInfo.has(routeId) && !plan.routes.some((r) => r.id === routeId)) {
      out.push({ rule: 'chain-coverage', message: `chain names unknown route ${routeId}` });
    }
  }
  return [...out, ...checkStudents(instance, plan, stopById)];
}

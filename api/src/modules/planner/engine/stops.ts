// Stop grouping: students of one school (and gender, when separated) gathered at stops within the walk limit.
import { haversineMeters } from './travel';
import type { PlannerRules, PlannerSchool, PlannerStudent, RoutingStop } from './types';

export type UnplannedReason = 'near-school' | 'unknown-school';

export interface StopGrouping {
  stops: RoutingStop[];
  unplanned: { studentId: string; reason: UnplannedReason }[];
}

function groupKey(student: PlannerStudent, rules: PlannerRules): string {
  return rules.separateGenders && student.gender ? `${student.schoolId}/${student.gender}` : student.schoolId;
}

/**
 * Greedy covering: the student with the most unassigned neighbours within the walk limit becomes a stop at their
 * home, and those neighbours (up to a bus load) board there. Door-to-door students get a stop of their own.
 */
export function groupStops(
  schools: PlannerSchool[],
  students: PlannerStudent[],
  rules: PlannerRules,
  capacity: number,
): StopGrouping {
  const schoolById = new Map(schools.map((s) => [s.id, s]));
  const unplanned: StopGrouping['unplanned'] = [];
  const groups = new Map<string, PlannerStudent[]>();
  const stops: RoutingStop[] = [];
  for (const student of students) {
    const school = schoolById.get(student.schoolId);
    if (!school) {
      unplanned.push({ studentId: student.id, reason: 'unknown-school' });
      continue;
    }
    if (haversineMeters(student.home, school.location) < rules.minDistanceMeters) {
      unplanned.push({ studentId: student.id, reason: 'near-school' });
      continue;
    }
    const key = groupKey(student, rules);
    if (student.doorToDoor) {
      stops.push({
        id: `door-${student.id}`,
        schoolId: student.schoolId,
        location: student.home,
        students: 1,
        group: key,
        studentIds: [student.id],
      });
      continue;
    }
    const list = groups.get(key) ?? [];
    list.push(student);
    groups.set(key, list);
  }
  for (const [key, members] of groups) {
    const neighbours = members.map((a) =>
      members.flatMap((b, j) => (haversineMeters(a.home, b.home) <= rules.maxWalkMeters ? [j] : [])),
    );
    const assigned = new Array<boolean>(members.length).fill(false);
    let left = members.length;
    while (left > 0) {
      let best = -1;
      let bestCount = -1;
      for (let i = 0; i < members.length; i++) {
        if (assigned[i]) continue;
        const count = (neighbours[i] as number[]).filter((j) => !assigned[j]).length;
        if (count > bestCount) {
          best = i;
          bestCount = count;
        }
      }
      const seed = members[best] as PlannerStudent;
      const riders = (neighbours[best] as number[]).filter((j) => !assigned[j]).slice(0, capacity);
      for (const j of riders) assigned[j] = true;
      left -= riders.length;
      stops.push({
        id: `stop-${seed.id}`,
        schoolId: seed.schoolId,
        location: seed.home,
        students: riders.length,
        group: key,
        studentIds: riders.map((j) => (members[j] as PlannerStudent).id),
      });
    }
  }
  return { stops, unplanned };
}

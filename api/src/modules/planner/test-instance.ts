// A tiny company for the planner's tests: two schools in Riyadh with bells an hour apart, a few students each.

import type { CheckInstance } from './checker/check-plan';
import type { StudentPlan } from './engine/plan-students';
import { haversineMeters, straightLineModel } from './engine/travel';
import type { PlannerInput, PlannerStudent } from './engine/types';
import { DEFAULT_RULES } from './engine/types';

const at = (dx: number, dy: number) => ({ x: 46.7 + dx * 0.01, y: 24.7 + dy * 0.01 });

const student = (
  id: string,
  schoolId: string,
  dx: number,
  dy: number,
  extra: Partial<PlannerStudent> = {},
) => ({
  id,
  schoolId,
  home: at(dx, dy),
  gender: 'male' as const,
  ...extra,
});

export const SPEED = { detourFactor: 1.3, speedKmh: 30 };

export function tinyInput(): PlannerInput {
  return {
    schools: [
      { id: 'early', location: at(0, 0), bellSeconds: 6 * 3600, dwellSeconds: 120 },
      { id: 'late', location: at(1, 1), bellSeconds: 7 * 3600 + 30 * 60, dwellSeconds: 120 },
    ],
    students: [
      student('a1', 'early', 2, 0),
      student('a2', 'early', 2, 0.001),
      student('a3', 'early', 3, 1),
      student('g1', 'early', 2.5, 0.5, { gender: 'female' }),
      student('d1', 'early', 1, 2, { doorToDoor: true }),
      student('near', 'early', 0.001, 0),
      student('b1', 'late', 3, 3),
      student('b2', 'late', 2, 3),
    ],
    buses: [
      { id: 'bus1', capacity: 20 },
      { id: 'bus2', capacity: 20 },
    ],
    rules: { ...DEFAULT_RULES, maxWalkMeters: 300, minDistanceMeters: 250 },
  };
}

/** The checker's view of a planned company, with its own travel formula. */
export function checkInstanceOf(input: PlannerInput, planned: StudentPlan): CheckInstance {
  const metresPerSecond = (SPEED.speedKmh * 1000) / 3600;
  return {
    schools: input.schools,
    stops: planned.stops,
    students: input.students,
    capacity: Math.min(...input.buses.map((b) => b.capacity)),
    maxRideSeconds: input.rules.maxRideSeconds,
    stopBaseSeconds: input.rules.stopBaseSeconds,
    stopPerStudentSeconds: input.rules.stopPerStudentSeconds,
    travelSeconds: (a, b) => (haversineMeters(a, b) * SPEED.detourFactor) / metresPerSecond,
    walk: {
      maxWalkMeters: input.rules.maxWalkMeters,
      minDistanceMeters: input.rules.minDistanceMeters,
      separateGenders: input.rules.separateGenders,
      distanceMeters: haversineMeters,
    },
  };
}

export const tinyModel = () => straightLineModel(SPEED);

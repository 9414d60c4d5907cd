import { planStudents, type StudentPlan } from '../engine/plan-students';
import type { PlannerInput } from '../engine/types';
import { checkInstanceOf, tinyInput, tinyModel } from '../test-instance';
import { type CheckInstance, type CheckPlan, checkPlan } from './check-plan';

let input: PlannerInput;
let planned: StudentPlan;
let instance: CheckInstance;
let plan: CheckPlan;

beforeAll(async () => {
  input = tinyInput();
  planned = await planStudents(input, tinyModel(), { timeLimitMs: 20 });
  instance = checkInstanceOf(input, planned);
  plan = planned.plan;
});

const copy = (): CheckPlan => structuredClone({ routes: plan.routes, chains: plan.chains });
const rules = (i: CheckInstance, p: CheckPlan) => [...new Set(checkPlan(i, p).map((v) => v.rule))];
const routeOf = (p: CheckPlan, school: string) =>
  p.routes.find((r) => r.schoolId === school) as CheckPlan['routes'][0];

describe('independent plan checker', () => {
  it("accepts the planner's plan", () => {
    expect(checkPlan(instance, plan)).toEqual([]);
  });

  it('refuses a stop served twice or never', () => {
    const twice = copy();
    const route = routeOf(twice, 'early');
    route.stopIds.push(route.stopIds[0] as string);
    expect(rules(instance, twice)).toContain('stop-coverage');
    const never = copy();
    routeOf(never, 'late').stopIds.pop();
    expect(rules(instance, never)).toContain('stop-coverage');
  });

  it('refuses a route over capacity', () => {
    expect(rules({ ...instance, capacity: 1 }, copy())).toEqual(['capacity']);
  });

  it('refuses a ride over the limit', () => {
    expect(rules({ ...instance, maxRideSeconds: 1 }, copy())).toContain('ride-time');
  });

  it('refuses a bus chained between incompatible bell times', () => {
    const late = instance.schools.map((s) => (s.id === 'late' ? { ...s, bellSeconds: 6 * 3600 + 60 } : s));
    expect(rules({ ...instance, schools: late }, copy())).toEqual(['chain-compatibility']);
  });

  it('refuses a route left out of every bus or given to two', () => {
    const left = copy();
    left.chains = left.chains.map((chain) => chain.slice(0, 1));
    expect(rules(instance, left)).toEqual(['chain-coverage']);
    const twice = copy();
    twice.chains.push([twice.routes[0]?.id as string]);
    expect(rules(instance, twice)).toEqual(['chain-coverage']);
  });

  it("refuses a stop on another school's route", () => {
    const swapped = copy();
    const late = routeOf(swapped, 'late');
    const early = routeOf(swapped, 'early');
    late.stopIds.push(...early.stopIds.splice(0));
    expect(rules(instance, swapped)).toContain('route-school');
  });

  it('refuses a student beyond the walk limit', () => {
    const walk = { ...(instance.walk as NonNullable<CheckInstance['walk']>), maxWalkMeters: 0 };
    const stops = instance.stops.map((s) =>
      s.studentIds?.includes('a1') ? { ...s, location: { x: 46.8, y: 24.8 } } : s,
    );
    expect(rules({ ...instance, stops, walk }, copy())).toContain('walk-limit');
  });

  it('refuses a door-to-door student sharing a stop', () => {
    const stops = instance.stops.map((s) =>
      s.studentIds?.includes('d1') ? { ...s, studentIds: ['d1', 'a3'], students: 2 } : s,
    );
    expect(rules({ ...instance, stops }, copy())).toContain('door-to-door');
  });

  it('refuses boys and girls on one route', () => {
    const students = (instance.students ?? []).map((s) =>
      s.id === 'a1' ? { ...s, gender: 'female' as const } : s,
    );
    expect(rules({ ...instance, students }, copy())).toEqual(['gender-separation']);
  });

  it('refuses a student living too close to be planned, and a student left out', () => {
    const walk = { ...(instance.walk as NonNullable<CheckInstance['walk']>), minDistanceMeters: 100_000 };
    expect(rules({ ...instance, walk }, copy())).toContain('near-school');
    const students = [
      ...(instance.students ?? []),
      { id: 'x', schoolId: 'late', home: { x: 46.9, y: 24.9 } },
    ];
    expect(rules({ ...instance, students }, copy())).toEqual(['student-coverage']);
  });
});

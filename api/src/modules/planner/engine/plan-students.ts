// From a company's students to a plan: stops within the walk limit, then routes and buses.
import { planRoutes, problemPoints } from './planner';
import { groupStops, type StopGrouping } from './stops';
import type { TravelModel } from './travel';
import type { PlannerInput, PlannerPlan, PlanOptions, RoutingProblem } from './types';

export interface StudentPlan extends StopGrouping {
  plan: PlannerPlan;
  /** The buses the plan needs beyond the fleet (0 when the fleet suffices). */
  missingBuses: number;
}

export async function planStudents(
  input: PlannerInput,
  model: TravelModel,
  options: PlanOptions,
): Promise<StudentPlan> {
  if (input.buses.length === 0) throw new Error('no buses to plan with');
  // One route fits every bus of the fleet: the smallest capacity bounds a route.
  const capacity = Math.min(...input.buses.map((b) => b.capacity));
  const grouping = groupStops(input.schools, input.students, input.rules, capacity);
  const problem: RoutingProblem = {
    schools: input.schools,
    stops: grouping.stops,
    capacity,
    maxRideSeconds: input.rules.maxRideSeconds,
    stopBaseSeconds: input.rules.stopBaseSeconds,
    stopPerStudentSeconds: input.rules.stopPerStudentSeconds,
  };
  const table = await model.table(problemPoints(problem));
  const plan = planRoutes(problem, table, options);
  return { ...grouping, plan, missingBuses: Math.max(0, plan.chains.length - input.buses.length) };
}

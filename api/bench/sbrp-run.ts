// Plans one benchmark instance with the published parameters and checks the plan with the independent checker.
import { type CheckInstance, checkPlan, type Violation } from '../src/modules/planner/checker/check-plan';
import { planRoutes, problemPoints } from '../src/modules/planner/engine/planner';
import { manhattanModel } from '../src/modules/planner/engine/travel';
import type { PlannerPlan, RoutingProblem } from '../src/modules/planner/engine/types';
import { readInstance, SBRP } from './sbrp-format';

export interface SbrpResult {
  problem: RoutingProblem;
  plan: PlannerPlan;
  seconds: number;
  violations: Violation[];
}

/** The search time per instance: a tenth of a second per stop (25 s for 250 stops, 200 s for 2 000). */
export const defaultTimeLimitMs = (stops: number) => stops * 100;

export async function solveSbrp(
  folder: string,
  maxRideSeconds: number,
  timeLimitMs?: number,
  maxIterations?: number,
): Promise<SbrpResult> {
  const problem = readInstance(folder, maxRideSeconds);
  const started = performance.now();
  const table = await manhattanModel(SBRP.feetPerSecond).table(problemPoints(problem));
  const plan = planRoutes(problem, table, {
    timeLimitMs: timeLimitMs ?? defaultTimeLimitMs(problem.stops.length),
    maxIterations,
  });
  const seconds = (performance.now() - started) / 1000;
  // The checker gets its own Manhattan formula, not the planner's table.
  const instance: CheckInstance = {
    ...problem,
    travelSeconds: (a, b) => (Math.abs(a.x - b.x) + Math.abs(a.y - b.y)) / SBRP.feetPerSecond,
  };
  return { problem, plan, seconds, violations: checkPlan(instance, plan) };
}

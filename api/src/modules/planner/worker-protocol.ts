// Messages between the API and the planner's thread.
import type { StudentPlan } from './engine/plan-students';
import type { PlannerInput, PlannerProgress } from './engine/types';

export interface WorkerJob {
  input: PlannerInput;
  routingUrl?: string;
  /** The straight-line model's settings when there is no routing engine. */
  straightLine?: { detourFactor: number; speedKmh: number };
  timeLimitMs: number;
  seed?: number;
  /** One Int32: set to 1 to stop. */
  stopFlag: SharedArrayBuffer;
}

export type WorkerMessage =
  | { type: 'progress'; progress: PlannerProgress }
  | { type: 'done'; result: StudentPlan }
  | { type: 'error'; message: string };

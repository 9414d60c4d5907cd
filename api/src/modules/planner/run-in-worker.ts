// Runs the planner in a worker thread so the API keeps answering while it searches.
import { Worker } from 'node:worker_threads';
import type { StudentPlan } from './engine/plan-students';
import type { PlannerInput, PlannerProgress } from './engine/types';
import type { WorkerJob, WorkerMessage } from './worker-protocol';

export interface PlannerRun {
  /** The plan: the best one found when the time limit passed or stop() was called. */
  result: Promise<StudentPlan>;
  stop(): void;
}

/** From source (tests, dev) the worker is TypeScript loaded through tsx; the build ships it as JavaScript. */
function workerUrl(): { url: URL; execArgv: string[] } {
  const fromSource = import.meta.url.endsWith('.ts');
  return fromSource
    ? { url: new URL('./planner.worker.ts', import.meta.url), execArgv: ['--import', 'tsx'] }
    : { url: new URL('./planner.worker.js', import.meta.url), execArgv: [] };
}

export function runPlannerInWorker(
  input: PlannerInput,
  options: {
    timeLimitMs: number;
    routingUrl?: string;
    straightLine?: { detourFactor: number; speedKmh: number };
    seed?: number;
    onProgress?: (p: PlannerProgress) => void;
  },
): PlannerRun {
  const stopFlag = new SharedArrayBuffer(4);
  const job: WorkerJob = {
    input,
    routingUrl: options.routingUrl,
    straightLine: options.straightLine,
    timeLimitMs: options.timeLimitMs,
    seed: options.seed,
    stopFlag,
  };
  const { url, execArgv } = workerUrl();
  const worker = new Worker(url, { workerData: job, execArgv });
  const result = new Promise<StudentPlan>((resolve, reject) => {
    worker.on('message', (message: WorkerMessage) => {
      if (message.type === 'progress') options.onProgress?.(message.progress);
      else {
        if (message.type === 'done') resolve(message.result);
        else reject(new Error(message.message));
        void worker.terminate();
      }
    });
    worker.on('error', reject);
    worker.on('exit', (code) => reject(new Error(`planner thread ended (${code})`)));
  });
  return { result, stop: () => Atomics.store(new Int32Array(stopFlag), 0, 1) };
}

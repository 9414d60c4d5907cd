// The planner's thread: plans what the main thread sends, posts progress, and stops when the shared flag is set.
import { parentPort, workerData } from 'node:worker_threads';
import { planStudents } from './engine/plan-students';
import { defaultTravelModel } from './engine/travel';
import type { WorkerJob, WorkerMessage } from './worker-protocol';

const job = workerData as WorkerJob;
const stopFlag = new Int32Array(job.stopFlag);
const post = (message: WorkerMessage) => parentPort?.postMessage(message);

planStudents(job.input, defaultTravelModel(job.routingUrl, job.straightLine), {
  timeLimitMs: job.timeLimitMs,
  seed: job.seed,
  shouldStop: () => Atomics.load(stopFlag, 0) === 1,
  onProgress: (progress) => post({ type: 'progress', progress }),
})
  .then((result) => post({ type: 'done', result }))
  .catch((error: unknown) =>
    post({ type: 'error', message: error instanceof Error ? error.message : String(error) }),
  );

import { HttpProblem } from './problem';

/** How long a refused reader is told to wait before asking again. */
const RETRY_AFTER_SECONDS = 5;

const running = new Map<string, number>();

/**
 * Takes one of the operator's export slots, or refuses with 429 `export.busy` when `limit` exports
 * of theirs are already streaming: one operator's downloads cannot slow everyone else. Per process
 * (each replica counts its own). Returns the release, to be called once when the stream ends.
 */
export function takeExportSlot(operatorId: string, limit: number): () => void {
  const now = running.get(operatorId) ?? 0;
  if (now >= limit) {
    throw new HttpProblem(429, 'export.busy', [], { 'retry-after': String(RETRY_AFTER_SECONDS) });
  }
  running.set(operatorId, now + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = (running.get(operatorId) ?? 1) - 1;
    if (left > 0) running.set(operatorId, left);
    else running.delete(operatorId);
  };
}

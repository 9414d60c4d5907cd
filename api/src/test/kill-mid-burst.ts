/**
 * Sends writes with at most `inFlight` open at once and kills the server once `killAfter` of them
 * were acknowledged. An unbounded burst lets a fast server (Node 24, a quiet machine) answer every
 * request before the client even reads the third answer, so the kill would land after the last
 * write; a bounded window guarantees writes in progress when it lands and some never acknowledged.
 * `write` resolves true when acknowledged; a connection cut by the kill (TypeError) is expected.
 */
export async function killMidBurst<T>(
  items: readonly T[],
  write: (item: T) => Promise<boolean>,
  kill: () => void,
  { inFlight = 6, killAfter = 3 } = {},
): Promise<void> {
  let next = 0;
  let acknowledged = 0;
  let killed = false;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      try {
        if ((await write(item)) && ++acknowledged === killAfter && !killed) {
          killed = true;
          kill();
        }
      } catch (error) {
        if (!(error instanceof TypeError)) throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: inFlight }, worker));
}

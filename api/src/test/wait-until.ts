/**
 * Calls `check` every `intervalMs` until it answers true (resolves true) or `timeoutMs` has passed
 * (resolves false). A check that throws counts as "not yet" (a server not listening, a refused
 * connection).
 */
export async function waitUntil(
  check: () => Promise<boolean> | boolean,
  timeoutMs: number,
  intervalMs = 250,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if (await check()) return true;
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  return false;
}

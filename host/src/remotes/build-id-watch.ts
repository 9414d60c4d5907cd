export const BUILD_ID_URL = '/build-id.json';
export const BUILD_ID_POLL_MS = 60_000;

async function fetchBuildId(fetchImpl: typeof fetch): Promise<string | null> {
  try {
    // The timestamp defeats every cache between us and the server.
    const response = await fetchImpl(`${BUILD_ID_URL}?t=${Date.now()}`, { cache: 'no-store' });
    if (!response.ok) return null;
    const body = (await response.json()) as { buildId?: unknown };
    return typeof body.buildId === 'string' ? body.buildId : null;
  } catch {
    return null;
  }
}

/**
 * Polls the build id every minute and when the tab becomes visible; calls `onNewBuild` once
 * when it differs from the id seen at start.
 */
export function watchBuildId(onNewBuild: () => void, fetchImpl: typeof fetch = fetch): () => void {
  let initial: string | null = null;
  let announced = false;
  const check = async () => {
    if (announced) return;
    const current = await fetchBuildId(fetchImpl);
    if (current === null) return;
    if (initial === null) initial = current;
    else if (current !== initial) {
      announced = true;
      onNewBuild();
    }
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') void check();
  };
  void check();
  const timer = setInterval(check, BUILD_ID_POLL_MS);
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisible);
  };
}

import { REMOTES_MANIFEST_URL } from './remote-registry';

export const BUILD_ID_URL = '/build-id.json';
export const DEPLOYMENT_POLL_MS = 60_000;

/** What one look at the deployment saw: part name -> its text, for the parts that answered. */
type DeploymentParts = Map<string, string>;

async function textOf(url: string, fetchImpl: typeof fetch): Promise<string | null> {
  try {
    // Revalidated every time: the servers answer an unchanged file with a cheap 304.
    const response = await fetchImpl(url, { cache: 'no-cache' });
    return response.ok ? await response.text() : null;
  } catch {
    return null;
  }
}

/**
 * What is deployed, as an open page can tell (ADR 0006): the host's build id, the remotes
 * manifest, and each listed remote's mf-manifest.json (which names its hashed files and carries
 * its version). Remotes are rolled out on their own, so each is a part of its own.
 */
async function lookAtDeployment(fetchImpl: typeof fetch): Promise<DeploymentParts> {
  const parts: DeploymentParts = new Map();
  const [buildId, manifestText] = await Promise.all([
    textOf(BUILD_ID_URL, fetchImpl),
    textOf(REMOTES_MANIFEST_URL, fetchImpl),
  ]);
  if (buildId !== null) parts.set('host', buildId);
  let manifest: unknown;
  try {
    manifest = JSON.parse(manifestText ?? 'null');
  } catch {
    return parts;
  }
  if (typeof manifest !== 'object' || manifest === null) return parts;
  const entries = Object.entries(manifest)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .sort(([a], [b]) => a.localeCompare(b));
  parts.set('manifest', JSON.stringify(entries));
  const remotes = await Promise.all(
    entries.map(async ([name, url]) => [
      name,
      await textOf(new URL(url, window.location.href).href, fetchImpl),
    ]),
  );
  for (const [name, text] of remotes) if (text !== null) parts.set(`remote:${name}`, text as string);
  return parts;
}

/**
 * Looks at the deployment every minute and when the tab becomes visible; calls `onNewBuild` once
 * when a part differs from what was first seen of it. A part that does not answer (a remote
 * restarting mid roll-out) is left out of that look rather than counted as a change.
 */
export function watchDeployment(onNewBuild: () => void, fetchImpl: typeof fetch = fetch): () => void {
  const firstSeen: DeploymentParts = new Map();
  let announced = false;
  const check = async () => {
    if (announced) return;
    const parts = await lookAtDeployment(fetchImpl);
    for (const [name, text] of parts) {
      const before = firstSeen.get(name);
      if (before === undefined) firstSeen.set(name, text);
      else if (before !== text && !announced) {
        announced = true;
        onNewBuild();
      }
    }
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') void check();
  };
  void check();
  const timer = setInterval(check, DEPLOYMENT_POLL_MS);
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisible);
  };
}

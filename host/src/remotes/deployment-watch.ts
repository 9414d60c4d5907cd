import { REMOTES_MANIFEST_URL } from './remote-registry';

const BUILD_ID_URL = '/build-id.json';
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

/** The manifest's entries in a stable order, or null when it did not answer or is not a map. */
function manifestEntries(text: string | null): [string, string][] | null {
  let manifest: unknown;
  try {
    manifest = JSON.parse(text ?? 'null');
  } catch {
    return null;
  }
  if (typeof manifest !== 'object' || manifest === null) return null;
  return Object.entries(manifest)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .sort(([a], [b]) => a.localeCompare(b));
}

/**
 * Looks at what is deployed every minute and when the tab becomes visible (ADR 0006): the
 * host's build id, the remotes manifest, and each listed remote's mf-manifest.json (which names
 * its hashed files and carries its version), since remotes are rolled out on their own. Calls
 * `onNewBuild` once, when a part differs from what was first seen of it. A part that does not
 * answer (a remote restarting mid roll-out) is left out of that look rather than counted.
 */
export function watchDeployment(onNewBuild: () => void, fetchImpl: typeof fetch = fetch): () => void {
  const firstSeen: DeploymentParts = new Map();
  let announced = false;
  /** Records parts seen for the first time; true when a known one changed. */
  const changed = (parts: DeploymentParts) => {
    let differs = false;
    for (const [name, text] of parts) {
      const before = firstSeen.get(name);
      if (before === undefined) firstSeen.set(name, text);
      else if (before !== text) differs = true;
    }
    return differs;
  };
  const announce = () => {
    if (announced) return;
    announced = true;
    onNewBuild();
  };
  const check = async () => {
    if (announced) return;
    const [buildId, manifestText] = await Promise.all([
      textOf(BUILD_ID_URL, fetchImpl),
      textOf(REMOTES_MANIFEST_URL, fetchImpl),
    ]);
    const entries = manifestEntries(manifestText);
    const shell: DeploymentParts = new Map();
    if (buildId !== null) shell.set('host', buildId);
    if (entries) shell.set('manifest', JSON.stringify(entries));
    // A manifest pointing elsewhere is news enough; this page's CSP may not even allow the new URLs.
    if (changed(shell)) return announce();
    if (!entries) return;
    const remotes: DeploymentParts = new Map();
    await Promise.all(
      entries.map(async ([name, url]) => {
        const text = await textOf(new URL(url, window.location.href).href, fetchImpl);
        if (text !== null) remotes.set(`remote:${name}`, text);
      }),
    );
    if (changed(remotes)) announce();
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

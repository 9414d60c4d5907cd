import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@rihla/shared/routes/route-table';
import type { RemoteModule } from '@rihla/shared/shell/remote-contract';
import { logLoadFailures } from './log-load-failures';
import { checkSharedContract } from './shared-contract-check';

export const REMOTES_MANIFEST_URL = '/remotes-manifest.json';

/** Remote name -> entry URL (its mf-manifest.json); a remote absent from it is not deployed. */
type RemotesManifest = Partial<Record<RemoteName, string>>;

let manifest: RemotesManifest = {};
let pluginsInstalled = false;

function parseManifest(body: unknown): RemotesManifest {
  if (typeof body !== 'object' || body === null) throw new Error('remotes manifest is not an object');
  const out: Record<string, string> = {};
  for (const [name, entry] of Object.entries(body)) if (typeof entry === 'string') out[name] = entry;
  return out as RemotesManifest;
}

/**
 * Start-up step: fetch the manifest and hand the remotes to the MF runtime. Called again when
 * an area's remote is missing, so a remote deployed after start is found without a reload.
 */
export async function registerRemotesFromManifest(fetchImpl: typeof fetch = fetch): Promise<void> {
  if (!pluginsInstalled) {
    registerPlugins([checkSharedContract(), logLoadFailures(remoteNameOf)]);
    pluginsInstalled = true;
  }
  const response = await fetchImpl(REMOTES_MANIFEST_URL, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${REMOTES_MANIFEST_URL} answered ${response.status}`);
  const next = parseManifest(await response.json());
  // Only new or moved remotes: `force` drops what the runtime has loaded for a remote.
  const changed = Object.entries(next).filter(([name, entry]) => manifest[name as RemoteName] !== entry);
  manifest = next;
  if (changed.length === 0) return;
  registerRemotes(
    changed.map(([name, entry]) => ({ name, entry: entry as string })),
    { force: true },
  );
}

/** `fleet/routes` -> fleet; a manifest URL -> the remote it belongs to. */
function remoteNameOf(id: string): string {
  for (const [name, entry] of Object.entries(manifest)) {
    if (id === entry || id === new URL(entry as string, window.location.href).href) return name;
  }
  return id.includes('://') ? id : (id.split('/')[0] ?? id);
}

export function deployedRemotes(): RemoteName[] {
  return Object.keys(manifest) as RemoteName[];
}

export function isDeployed(name: RemoteName): boolean {
  return name in manifest;
}

export async function loadRemoteModule(name: RemoteName): Promise<RemoteModule> {
  const module = await loadRemote<RemoteModule | { default: RemoteModule }>(`${name}/routes`);
  if (!module) throw new Error(`Remote ${name} exposes no ./routes`);
  return 'pages' in module ? module : module.default;
}

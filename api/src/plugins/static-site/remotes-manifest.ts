import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Remote name -> URL of its mf-manifest.json, as the host fetches it at start. */
export type RemotesManifest = Record<string, string>;

/**
 * The manifest is runtime configuration: `REMOTES_MANIFEST` (JSON) wins, so one remote can
 * be rolled out or back without rebuilding the host. Otherwise every remote built beside
 * the host is served from this process under /remotes/<name>/.
 */
export function resolveRemotesManifest(remotesDir: string, fromEnv: string | undefined): RemotesManifest {
  if (fromEnv) {
    const parsed: unknown = JSON.parse(fromEnv);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
      throw new Error('REMOTES_MANIFEST must be a JSON object of remote name -> manifest URL');
    }
    return parsed as RemotesManifest;
  }
  return Object.fromEntries(
    builtRemotes(remotesDir).map((name) => [name, `/remotes/${name}/mf-manifest.json`]),
  );
}

export function builtRemotes(remotesDir: string): string[] {
  if (!existsSync(remotesDir)) return [];
  return readdirSync(remotesDir, { withFileTypes: true })
    .filter(
      (entry) => entry.isDirectory() && existsSync(join(remotesDir, entry.name, 'dist', 'mf-manifest.json')),
    )
    .map((entry) => entry.name)
    .sort();
}

/** Origins other than our own that remotes are served from: the CSP must allow exactly these. */
export function remoteOrigins(manifest: RemotesManifest): string[] {
  const origins = new Set<string>();
  for (const url of Object.values(manifest)) {
    if (/^https?:\/\//.test(url)) origins.add(new URL(url).origin);
  }
  return [...origins];
}

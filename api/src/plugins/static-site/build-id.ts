import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RemotesManifest } from './remotes-manifest';

/**
 * The id of what is deployed: the host's HTML (which names its hashed bundles), each local
 * remote's manifest and the remotes map. The host polls it to learn that a new build is out.
 */
export function computeBuildId(hostDist: string, remotesDir: string, manifest: RemotesManifest): string {
  const hash = createHash('sha256');
  const files = [join(hostDist, 'index.html')];
  for (const [name, url] of Object.entries(manifest)) {
    // Remotes served by this process change the id when rebuilt; others through their URL.
    if (url.startsWith('/remotes/')) files.push(join(remotesDir, name, 'dist', 'mf-manifest.json'));
  }
  for (const file of files) if (existsSync(file)) hash.update(readFileSync(file));
  hash.update(JSON.stringify(manifest));
  return hash.digest('hex').slice(0, 16);
}

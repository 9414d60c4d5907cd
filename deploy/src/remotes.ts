import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const REMOTES_DIR = join(REPO_ROOT, 'remotes');

/** Every remote of the workspace (`remotes/<name>/package.json`): the one list deployment follows. */
export function workspaceRemotes(): string[] {
  return readdirSync(REMOTES_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(REMOTES_DIR, entry.name, 'package.json')))
    .map((entry) => entry.name)
    .sort();
}

/** The remotes whose production build is here (`remotes/<name>/dist/mf-manifest.json`). */
export function builtRemotes(): string[] {
  return workspaceRemotes().filter((name) => existsSync(join(remoteDist(name), 'mf-manifest.json')));
}

/** The folder of a remote's production build. */
export function remoteDist(name: string): string {
  return join(REMOTES_DIR, name, 'dist');
}

/** `trips-monitoring` -> `TRIPS_MONITORING_TAG`: the variable that picks its image tag. */
export function remoteTagVariable(name: string): string {
  return `${name.toUpperCase().replace(/-/g, '_')}_TAG`;
}

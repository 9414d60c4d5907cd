// Builds the workspace when a production build is missing or older than its sources, so
// `pnpm start` and `pnpm test` work straight after `pnpm install` and after a `git pull`.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const root = new URL('..', import.meta.url).pathname;

/**
 * How to call pnpm from a script: the pnpm that runs us (npx may have fetched it, so it is
 * not always on PATH), else pnpm 10 through npx.
 */
export function pnpmCommand() {
  const execPath = process.env.npm_execpath;
  if (execPath && /pnpm/.test(execPath)) return [process.execPath, execPath];
  return ['npx', '-y', 'pnpm@10'];
}

function remoteNames() {
  return readdirSync(join(root, 'remotes'), { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(root, 'remotes', d.name, 'package.json')))
    .map((d) => d.name);
}

export function buildOutputs() {
  return [
    join(root, 'api', 'dist', 'server.js'),
    join(root, 'host', 'dist', 'index.html'),
    join(root, 'host', 'dist', 'build-id.json'),
    join(root, 'host', 'dist', 'en', 'login', 'index.html'),
    join(root, 'landing', 'dist', 'en', 'about', 'index.html'),
    join(root, 'crew', 'dist', 'en', 'index.html'),
    join(root, 'family', 'dist', 'en', 'index.html'),
    ...remoteNames().map((name) => join(root, 'remotes', name, 'dist', 'mf-manifest.json')),
  ];
}

/** Folders whose files end up in a build; a newer file there means the build is stale. */
function sourceFolders() {
  return [
    'shared/src',
    'shared/build',
    'api/src',
    'api/drizzle',
    'host/src',
    'host/scripts',
    'landing/src',
    'landing/scripts',
    'crew/src',
    'crew/public',
    'family/src',
    'family/public',
    ...remoteNames().map((name) => `remotes/${name}/src`),
  ].map((folder) => join(root, folder));
}

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  // Tests are not part of any build.
  for (const entry of readdirSync(path)) {
    if (!/\.test\.tsx?$/.test(entry)) newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

export function ensureBuild() {
  const outputs = buildOutputs();
  const missing = outputs.filter((file) => !existsSync(file));
  const builtAt = missing.length ? 0 : Math.min(...outputs.map((file) => statSync(file).mtimeMs));
  const stale = missing.length === 0 && sourceFolders().some((folder) => newestMtime(folder) > builtAt);
  if (missing.length === 0 && !stale) return;
  const why = stale
    ? 'sources changed since the last build'
    : `missing: ${missing.map((f) => f.replace(root, '')).join(', ')}`;
  console.log(`[rihla] building (${why})`);
  const [command, ...args] = pnpmCommand();
  execFileSync(command, [...args, '-r', '--filter=!rihla-e2e', '--if-present', 'build'], {
    cwd: root,
    stdio: 'inherit',
  });
}

if (import.meta.url === `file://${process.argv[1]}`) ensureBuild();

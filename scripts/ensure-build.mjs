// Builds the workspace when a production build is missing, so `pnpm start` and
// `pnpm test` work straight after `pnpm install` on a fresh clone.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
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

export function buildOutputs() {
  const remotes = readdirSync(join(root, 'remotes'), { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(root, 'remotes', d.name, 'package.json')))
    .map((d) => join(root, 'remotes', d.name, 'dist', 'mf-manifest.json'));
  return [join(root, 'api', 'dist', 'server.js'), join(root, 'host', 'dist', 'index.html'), ...remotes];
}

export function ensureBuild() {
  const missing = buildOutputs().filter((file) => !existsSync(file));
  if (missing.length === 0) return;
  console.log(`[rihla] building (missing: ${missing.map((f) => f.replace(root, '')).join(', ')})`);
  const [command, ...args] = pnpmCommand();
  execFileSync(command, [...args, '-r', '--filter=!rihla-e2e', '--if-present', 'build'], {
    cwd: root,
    stdio: 'inherit',
  });
}

if (import.meta.url === `file://${process.argv[1]}`) ensureBuild();

// `pnpm dev`: the API in watch mode plus rsbuild dev servers (HMR) for the host, the landing
// pages (3100) and every remote. The API hands the host a remotes manifest pointing at the
// remotes' dev servers.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pnpmCommand, root } from './ensure-build.mjs';

/** Dev server port of each remote; the host runs on 3000 and proxies /api to 8080. */
const REMOTE_PORTS = { fleet: 3001, 'trips-monitoring': 3002, families: 3003, finance: 3004 };

const remotes = Object.entries(REMOTE_PORTS).filter(([name]) =>
  existsSync(join(root, 'remotes', name, 'package.json')),
);
const manifest = Object.fromEntries(
  remotes.map(([name, port]) => [name, `http://localhost:${port}/mf-manifest.json`]),
);

const children = [
  ['api', ['--filter', '@rihla/api', 'dev'], { PORT: '8080', REMOTES_MANIFEST: JSON.stringify(manifest) }],
  ['host', ['--filter', '@rihla/host', 'dev', '--port', '3000'], {}],
  ['landing', ['--filter', '@rihla/landing', 'dev'], {}],
  ...remotes.map(([name, port]) => [
    name,
    ['--filter', `./remotes/${name}`, 'dev', '--port', String(port)],
    {},
  ]),
].map(([label, args, env]) => {
  const [command, ...pnpmArgs] = pnpmCommand();
  const child = spawn(command, [...pnpmArgs, ...args], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  child.on('exit', (code) => console.log(`[dev] ${label} exited with ${code}`));
  return child;
});

console.log('[dev] open http://localhost:3000 (landing pages on :3100, API on :8080)');
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
    process.exit(0);
  });
}

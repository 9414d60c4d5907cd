// `pnpm bench`: measurements, never pass/fail. Each part prints its own figures.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { coldStart } from './bench/cold-start.mjs';
import { ensureBuild, pnpmCommand, root } from './ensure-build.mjs';

ensureBuild();
const [pnpm, ...pnpmArgs] = pnpmCommand();
const run = (title, command, args, cwd = root, env = {}) => {
  console.log(`\n== ${title}`);
  execFileSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
};

console.log(`machine: ${process.platform} ${process.arch}, Node ${process.version}`);

console.log('\n== cold start of `pnpm start` on an existing build');
const start = await coldStart();
console.log(`empty data dir (initdb, migrations, seed): ${start.firstStartMs} ms`);
console.log(`existing data dir:                         ${start.restartMs} ms`);

run('API list latency (10 000 buses)', pnpm, [...pnpmArgs, '--filter', '@rihla/api', 'bench']);
run('API trip list latency (a year of trips for 300 buses)', pnpm, [
  ...pnpmArgs,
  '--filter',
  '@rihla/api',
  'bench:trips',
]);
run('API invoice run and receivables ageing (100 000 active subscriptions)', pnpm, [
  ...pnpmArgs,
  '--filter',
  '@rihla/api',
  'bench:invoices',
]);
run('student search (100 000 students)', pnpm, [...pnpmArgs, '--filter', '@rihla/api', 'bench:students']);
run('reads during a 10 000-row student import (API process)', pnpm, [
  ...pnpmArgs,
  '--filter',
  '@rihla/api',
  'bench:import',
]);
run('reads during an invoice run over 10 000 subscriptions (API process)', pnpm, [
  ...pnpmArgs,
  '--filter',
  '@rihla/api',
  'bench:invoice-reads',
]);
run('reads during four parallel student exports by one operator (100 000 students, API process)', pnpm, [
  ...pnpmArgs,
  '--filter',
  '@rihla/api',
  'bench:exports',
]);
run('live monitoring: position POST to SSE delivery (1 000 buses at 1 Hz, 200 watchers)', pnpm, [
  ...pnpmArgs,
  '--filter',
  '@rihla/api',
  'bench:monitoring',
]);
run('route planner on the RSRB benchmark instances (2 700 s on board; published bus counts beside)', pnpm, [
  ...pnpmArgs,
  '--filter',
  '@rihla/api',
  'bench:planner',
]);
run("ETA error: the demo's month replayed, old model and learned one side by side", pnpm, [
  ...pnpmArgs,
  '--filter',
  '@rihla/api',
  'bench:eta',
]);
run(
  'API fuzzing from the OpenAPI document (200 generated requests per endpoint)',
  pnpm,
  [...pnpmArgs, '--filter', '@rihla/api', 'exec', 'vitest', 'run', 'src/security/api-fuzz.test.ts'],
  root,
  { FUZZ_RUNS: '200' },
);
run('load: 200 signed-in operators, list/detail/save traffic for 60 s (PostgreSQL, built API)', pnpm, [
  ...pnpmArgs,
  '--filter',
  '@rihla/api',
  'bench:load',
]);
// The browser benches: a script of e2e/perf/ run with tsx against the production build.
const runBrowserBench = (title, script) =>
  run(title, process.execPath, [
    join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
    join(root, 'e2e', 'perf', script),
  ]);
runBrowserBench('first-load JavaScript and navigation', 'first-load.ts');
runBrowserBench(
  'live monitoring overview map: long tasks with 1 000 and 5 000 buses at one fix a second each',
  'monitor-map.ts',
);
runBrowserBench('bus list on a 4x-slowed CPU: fresh tabs that show rows, and how fast', 'slow-device.ts');
runBrowserBench('sign-in and public pages: bytes on the wire, fonts among them', 'page-weight.ts');
runBrowserBench('landing home page: first-load JavaScript and LCP at 4x CPU slowdown', 'landing-home.ts');
runBrowserBench('Lighthouse 12, mobile preset, Debian Chromium (median of 3 runs per page)', 'lighthouse.ts');

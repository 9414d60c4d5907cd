// `pnpm typecheck`: the browser packages as one TypeScript program (tsconfig.browser.json), and each
// Node package (the API, the deployment checks, the e2e suites) on its own, two compilers at a time
// (tsc uses one core). One program for the browser packages reads React's and antd's declarations
// once instead of once per package: about a third of the CPU time (docs/benchmarks.md, CI time).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { root } from './ensure-build.mjs';

const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
const programs = ['tsconfig.browser.json', 'api/tsconfig.json', 'deploy/tsconfig.json', 'e2e/tsconfig.json'];

function check(project) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, [tsc, '-p', project], { cwd: root, stdio: 'inherit' });
    child.on('exit', (code) => {
      console.log(
        `[typecheck] ${project}: ${code === 0 ? 'ok' : 'FAILED'} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
      );
      resolve(code === 0);
    });
  });
}

const queue = [...programs];
const results = [];
async function worker() {
  for (let project = queue.shift(); project; project = queue.shift()) results.push(await check(project));
}
await Promise.all([worker(), worker()]);
if (results.includes(false)) process.exitCode = 1;

// `pnpm lint`: Biome (format, lint, import boundaries and cycles, the GritQL rules of lint/) and knip
// (dead files, exports and dependencies). Both always run, so one pass reports every problem; the
// exit code fails if either failed.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { root } from './ensure-build.mjs';

const checks = [
  ['biome', ['check', '.']],
  ['knip', []],
];

const failed = checks.filter(([command, args]) => {
  console.log(`\n[lint] ${[command, ...args].join(' ')}`);
  const bin = join(root, 'node_modules', '.bin', command);
  const { status, error } = spawnSync(bin, args, { cwd: root, stdio: 'inherit' });
  if (error) console.error(`[lint] could not start ${command}: ${error.message}`);
  return status !== 0;
});

if (failed.length > 0) {
  console.error(`\n[lint] FAILED: ${failed.map(([command]) => command).join(', ')}`);
  process.exitCode = 1;
}

// The planner on the eight RSRB instances at 2 700 s on board, against the published bus counts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SBRP } from './sbrp-format';
import { solveSbrp } from './sbrp-run';

const dir = join(import.meta.dirname, 'sbrp');
const only = process.argv[2];
const published = readFileSync(join(dir, 'published.tsv'), 'utf8')
  .trim()
  .split('\n')
  .slice(1)
  .map((line) => line.split('\t'))
  .filter(([name, maxRide]) => Number(maxRide) === SBRP.maxRideSeconds && (!only || name === only));

console.log('instance | LBH | Chen | BiRD | BiRD+Chen | Rihla buses | seconds | checker');
for (const [name, , lbh, chen, bird, birdChen] of published) {
  const result = await solveSbrp(join(dir, name as string), SBRP.maxRideSeconds);
  const check = result.violations.length === 0 ? 'feasible' : `${result.violations.length} violations`;
  console.log(
    `${name} | ${lbh} | ${chen} | ${bird} | ${birdChen} | ${result.plan.chains.length} | ${result.seconds.toFixed(1)} | ${check}`,
  );
}

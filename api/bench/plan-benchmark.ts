// `pnpm plan:benchmark <folder> [--max-ride 5400] [--seconds N] [--iterations N]`: plans one instance of the published benchmark
// format, prints the plan as one JSON line (the last line of stdout), then checks it with the independent checker.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { SBRP } from './sbrp-format';
import { solveSbrp } from './sbrp-run';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { 'max-ride': { type: 'string' }, seconds: { type: 'string' }, iterations: { type: 'string' } },
});
const folder = positionals[0];
if (!folder) {
  console.error(
    'usage: pnpm plan:benchmark <folder with Schools.txt and Stops.txt> [--max-ride 5400] [--seconds N] [--iterations N]',
  );
  process.exit(2);
}
const maxRide = Number(values['max-ride'] ?? SBRP.maxRideSeconds);
const limit = values.seconds === undefined ? undefined : Number(values.seconds) * 1000;
const { plan, seconds, violations } = await solveSbrp(
  resolve(process.env.INIT_CWD ?? '.', folder),
  maxRide,
  limit,
  values.iterations === undefined ? undefined : Number(values.iterations),
);

const id = (value: string) => (/^\d+$/.test(value) ? Number(value) : value);
console.log(
  JSON.stringify({
    buses: plan.chains.length,
    seconds: Math.round(seconds * 10) / 10,
    routes: plan.routes.map((r) => ({ id: r.id, school: id(r.schoolId), stops: r.stopIds.map(id) })),
    chains: plan.chains,
  }),
);
if (violations.length > 0) {
  for (const v of violations) console.error(`checker: ${v.rule}: ${v.message}`);
  process.exit(1);
}
console.error(
  `checker: feasible (${plan.routes.length} routes, ${plan.chains.length} buses, ${plan.iterations} search steps)`,
);

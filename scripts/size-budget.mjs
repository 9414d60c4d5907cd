// `pnpm size` (after `pnpm build`; .ci/run runs it): the gzip size of each front-end app's
// JavaScript against the figures committed in size-budget.json. More than 5 % above a figure fails;
// `pnpm size --update` writes the current figures (commit them with the change that explains them).
//
// Two figures per app, read from dist/ alone:
// - initial: what the first load of the app fetches before any lazy chunk. For the host and the
//   landing, the scripts of dist/index.html; for the sign-in page (`host/signin`, the host's second
//   build, ADR 0045) those of dist/signin/login.html; for a remote, remoteEntry.js and the
//   synchronous chunks of its exposed module (mf-manifest.json). The host's entry is only the
//   federation runtime and the async boundary: what it then loads is counted in `total` (and
//   measured in a browser by `pnpm bench`).
// - total: every .js file of dist/ (the host's without dist/signin/), so a regression in any lazy
//   chunk shows too.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from './ensure-build.mjs';

const BUDGET_FILE = join(root, 'size-budget.json');
const TOLERANCE = 0.05;
/**
 * Ceilings no `--update` can move: a phone app's first load (issue #34, ADR 0051) is at most
 * 150 KB of gzip JS (the crew's and the families'), whatever figure was committed.
 */
const CEILINGS = { crew: { initial: 150 * 1024 }, family: { initial: 150 * 1024 } };

const apps = [
  'host',
  'host/signin',
  'landing',
  'crew',
  'family',
  ...readdirSync(join(root, 'remotes')).map((name) => `remotes/${name}`),
];

/** Where an app's build is, which HTML page names its first scripts, and a build nested in it. */
const LAYOUT = {
  host: { dist: 'host/dist', html: 'index.html', nested: 'signin' },
  'host/signin': { dist: 'host/dist/signin', html: 'login.html' },
};
const layoutOf = (app) => LAYOUT[app] ?? { dist: `${app}/dist`, html: 'index.html' };

const gzipBytes = (file) => gzipSync(readFileSync(file)).length;

function jsFiles(dir, nested) {
  return readdirSync(dir, { recursive: true })
    .filter((file) => file.endsWith('.js') && !(nested && file.startsWith(`${nested}/`)))
    .map((file) => join(dir, file));
}

/** Script URLs of an HTML page mapped to dist/ (the landing serves them under /landing/). */
function htmlScripts(dist, page) {
  const html = readFileSync(join(dist, page), 'utf8');
  return [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map(([, src]) =>
    join(dist, src.slice(src.indexOf('static/'))),
  );
}

function remoteInitialFiles(dist) {
  const manifest = JSON.parse(readFileSync(join(dist, 'mf-manifest.json'), 'utf8'));
  const exposed = manifest.exposes.flatMap((expose) => expose.assets.js.sync);
  return [join(dist, manifest.metaData.remoteEntry.name), ...exposed.map((file) => join(dist, file))];
}

function measure(app) {
  const layout = layoutOf(app);
  const dist = join(root, layout.dist);
  if (!existsSync(dist)) throw new Error(`${relative(root, dist)} is missing: run \`pnpm build\` first`);
  const initial = app.startsWith('remotes/') ? remoteInitialFiles(dist) : htmlScripts(dist, layout.html);
  const sum = (files) => files.reduce((bytes, file) => bytes + gzipBytes(file), 0);
  return { initial: sum(initial), total: sum(jsFiles(dist, layout.nested)) };
}

const kb = (bytes) => (bytes === undefined ? '-' : `${(bytes / 1024).toFixed(1)} KB`);

let current;
try {
  current = Object.fromEntries(apps.map((app) => [app, measure(app)]));
} catch (error) {
  console.error(`[size] ${error.message}`);
  process.exit(1);
}

if (process.argv.includes('--update')) {
  writeFileSync(BUDGET_FILE, `${JSON.stringify(current, null, 2)}\n`);
  console.log(`[size] wrote ${relative(root, BUDGET_FILE)}`);
}

const budget = existsSync(BUDGET_FILE) ? JSON.parse(readFileSync(BUDGET_FILE, 'utf8')) : {};
const rows = [];
const failures = [];
for (const app of apps) {
  for (const metric of ['initial', 'total']) {
    const now = current[app][metric];
    const allowed = budget[app]?.[metric];
    const change = allowed ? (now - allowed) / allowed : undefined;
    let verdict = 'ok';
    const ceiling = CEILINGS[app]?.[metric];
    if (ceiling !== undefined && now > ceiling) verdict = `OVER ${kb(ceiling)} ceiling`;
    else if (allowed === undefined) verdict = 'no figure';
    else if (change > TOLERANCE) verdict = 'OVER';
    else if (change < -TOLERANCE) verdict = 'smaller: --update';
    if (verdict.startsWith('OVER') || verdict === 'no figure') failures.push(`${app} ${metric}`);
    const percent = change === undefined ? '-' : `${change >= 0 ? '+' : ''}${(change * 100).toFixed(1)} %`;
    rows.push({ app, metric, committed: kb(allowed), now: kb(now), change: percent, verdict });
  }
}
const columns = Object.keys(rows[0]);
const widths = columns.map((column) => Math.max(column.length, ...rows.map((row) => row[column].length)));
for (const cells of [columns, ...rows.map((row) => columns.map((column) => row[column]))]) {
  console.log(cells.map((cell, i) => cell.padEnd(widths[i])).join('  '));
}

if (failures.length > 0) {
  console.error(
    `[size] FAILED (${failures.join(', ')}): more than ${TOLERANCE * 100} % over size-budget.json, or no figure. ` +
      'Shrink it, or run `pnpm size --update` and commit the new figures with the reason.',
  );
  process.exitCode = 1;
} else {
  console.log(`[size] every app within ${TOLERANCE * 100} % of size-budget.json`);
}

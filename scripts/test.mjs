// `pnpm test` (also what .ci/run runs): every package's vitest tests, then the Playwright e2e
// suites against the production build, and one total line: `N passed, N failed[, N skipped]`.
// Installs Debian's nginx, xmllint and chromium when they are missing (root or sudo).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureBuild, pnpmCommand, root } from './ensure-build.mjs';

const E2E_RESULTS = join(root, 'e2e', 'test-results', 'results.json');

/** Runs a command with inherited output; resolves with its exit code (never rejects). */
function run(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit' });
    child.on('error', (error) => {
      console.error(`[test] could not start ${command}: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

function header(title) {
  console.log(`\n=== ${title} ===`);
}

function seconds(since) {
  return `${((Date.now() - since) / 1000).toFixed(1)} s`;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Counts from vitest's JSON reporter; a file that failed to load counts as one failure. */
function vitestCounts(report, exitCode) {
  if (!report) return { passed: 0, failed: 1, skipped: 0, note: `no JSON report (exit code ${exitCode})` };
  const brokenFiles = report.testResults.filter(
    (file) => file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed'),
  ).length;
  const counts = {
    passed: report.numPassedTests,
    failed: report.numFailedTests + brokenFiles,
    skipped: report.numPendingTests + report.numTodoTests,
    note: `${report.testResults.length} files${brokenFiles ? `, ${brokenFiles} failed to run` : ''}`,
  };
  if (exitCode !== 0 && counts.failed === 0) {
    counts.failed = 1;
    counts.note += `, vitest exited with ${exitCode}`;
  }
  return counts;
}

/** Counts from Playwright's JSON reporter; errors outside tests (setup, server) count as one failure. */
function playwrightCounts(report, exitCode) {
  if (!report) return { passed: 0, failed: 1, skipped: 0, note: `no JSON report (exit code ${exitCode})` };
  const { expected, unexpected, flaky, skipped } = report.stats;
  const counts = {
    passed: expected + flaky,
    failed: unexpected,
    skipped,
    note: `${(report.stats.duration / 1000).toFixed(1)} s`,
  };
  if (report.errors?.length && counts.failed === 0) {
    counts.failed = 1;
    counts.note += `, ${report.errors.length} error(s) outside tests`;
  }
  if (exitCode !== 0 && counts.failed === 0) {
    counts.failed = 1;
    counts.note += `, playwright exited with ${exitCode}`;
  }
  return counts;
}

/** Tests vitest skipped (a private PostgreSQL cluster without the server binaries, outside CI). */
function skippedTests(report) {
  return (report?.testResults ?? []).flatMap((file) =>
    file.assertionResults
      .filter((test) => test.status === 'pending' || test.status === 'skipped')
      .map((test) => test.fullName),
  );
}

function describe(name, counts) {
  const skipped = counts.skipped ? `, ${counts.skipped} skipped` : '';
  return `${name}: ${counts.passed} passed, ${counts.failed} failed${skipped} (${counts.note})`;
}

const started = Date.now();
/** [runner, counts] for the closing summary. */
const summaries = [];

header('vitest: unit, component and API tests');
let since = Date.now();
// The deployment tests run the real nginx; without it they fail and say how to install it.
if ((await run('bash', [join(root, 'scripts', 'ensure-nginx.sh')])) !== 0) {
  console.error('[test] nginx is not available: the deployment tests will fail');
}
// The ZATCA document tests read what they issue with xmllint.
if ((await run('bash', [join(root, 'scripts', 'ensure-xmllint.sh')])) !== 0) {
  console.error('[test] xmllint is not available: the ZATCA document tests will fail');
}
// The printed documents' tests render their PDFs with the API's Chromium, then read each one's QR
// code back with zbarimg and its text with poppler.
if ((await run('bash', [join(root, 'scripts', 'ensure-chromium.sh')])) !== 0) {
  console.error('[test] chromium is not available: the ZATCA print tests will fail');
}
if ((await run('bash', [join(root, 'scripts', 'ensure-zbar.sh')])) !== 0) {
  console.error('[test] zbarimg or poppler is not available: the ZATCA print tests will fail');
}
const vitestDir = mkdtempSync(join(tmpdir(), 'rihla-vitest-'));
const vitestJson = join(vitestDir, 'results.json');
const vitestExit = await run(process.execPath, [
  join(root, 'node_modules', 'vitest', 'vitest.mjs'),
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson}`,
]);
const vitestReport = readJson(vitestJson);
summaries.push(['vitest', vitestCounts(vitestReport, vitestExit)]);
// What was not tested is said in the summary, never only in a skipped count.
const untested = [
  ...(process.env.TEST_DATABASE_URL ? [] : ['PostgreSQL: not tested (TEST_DATABASE_URL is not set)']),
  ...skippedTests(vitestReport).map((name) => `skipped: ${name}`),
];
rmSync(vitestDir, { recursive: true, force: true });
console.log(`[test] vitest took ${seconds(since)}`);

header('production build and chromium');
since = Date.now();
let ready = true;
try {
  ensureBuild();
} catch (error) {
  console.error(`[test] the production build failed: ${error.message}`);
  ready = false;
}
if (ready && (await run('bash', [join(root, 'scripts', 'ensure-chromium.sh')])) !== 0) {
  console.error('[test] chromium is not available');
  ready = false;
}
console.log(`[test] build and chromium took ${seconds(since)}`);

if (ready) {
  header('playwright: e2e suites against the production build');
  since = Date.now();
  rmSync(E2E_RESULTS, { force: true });
  const [pnpm, ...pnpmArgs] = pnpmCommand();
  const e2eExit = await run(pnpm, [...pnpmArgs, 'e2e']);
  const report = existsSync(E2E_RESULTS) ? readJson(E2E_RESULTS) : undefined;
  summaries.push(['playwright', playwrightCounts(report, e2eExit)]);
  console.log(`[test] e2e took ${seconds(since)}`);
} else {
  summaries.push(['playwright', { passed: 0, failed: 1, skipped: 0, note: 'not run: no build or browser' }]);
}

header(`summary (${seconds(started)})`);
for (const line of untested) console.log(line);
const totals = { passed: 0, failed: 0, skipped: 0 };
for (const [name, counts] of summaries) {
  console.log(describe(name, counts));
  for (const key of Object.keys(totals)) totals[key] += counts[key];
}
console.log(
  `${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
);
process.exit(totals.failed > 0 ? 1 : 0);

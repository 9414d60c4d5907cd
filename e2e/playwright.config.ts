import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './fixtures/chromium';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  ADMIN_STATE,
  BASE_URL,
  MOYASAR_SECRET_KEY,
  MOYASAR_WEBHOOK_SECRET,
  PORT,
  ZATCA_OTP,
} from './fixtures/environment';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * Every run starts the server on a fresh, empty data directory (seeded with the demo data), so
 * runs never see each other's records. The config is also loaded by each worker: only the
 * runner (the first to load it) creates the directory, and removes it when it exits.
 */
function freshDataDir(): string {
  const existing = process.env.RIHLA_E2E_DATA_DIR;
  if (existing) return existing;
  const dir = mkdtempSync(join(tmpdir(), 'rihla-e2e-'));
  process.env.RIHLA_E2E_DATA_DIR = dir;
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/**
 * A free port for the run's test mail server (see `mailPort`), chosen once by the runner; its
 * workers inherit it. Asked of a child process because the config is loaded synchronously.
 */
function freeMailPort(): string {
  return freePortOnce('RIHLA_E2E_SMTP_PORT');
}

/** The same for the run's SMS provider endpoint (`smsPort`): the phone apps' sign-in codes go there. */
function freeSmsPort(): string {
  return freePortOnce('RIHLA_E2E_SMS_PORT');
}

/** The same for the payment gateway's stand-in (`moyasarPort`): the families' app pays through it. */
function freeMoyasarPort(): string {
  return freePortOnce('RIHLA_E2E_MOYASAR_PORT');
}

/** The same for ZATCA's gateway stand-in (`zatcaPort`): the settings page onboards against it. */
function freeZatcaPort(): string {
  return freePortOnce('RIHLA_E2E_ZATCA_PORT');
}

function freePortOnce(variable: string): string {
  const existing = process.env[variable];
  if (existing) return existing;
  const port = execFileSync(
    process.execPath,
    [
      '-e',
      "const s = require('node:net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); });",
    ],
    { encoding: 'utf8' },
  ).trim();
  process.env[variable] = port;
  return port;
}

export default defineConfig({
  testDir: 'tests',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  // Generous: on a busy 2-core CI machine a remote's first load can take several seconds, and on
  // the slowest one seen (2026-12-02, load average 13) the bus list showed 20.5 s after sign-in,
  // every file fetched within 4 s and the rest spent compiling and rendering. A passing check
  // waits no longer for it.
  timeout: 120_000,
  expect: { timeout: 40_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/results.json' }]],
  globalSetup: './fixtures/global-setup.ts',
  use: {
    baseURL: BASE_URL,
    // Signed in as the admin unless a suite asks for another operator or none.
    storageState: ADMIN_STATE,
    browserName: 'chromium',
    // The operator's "reduce motion" setting, which the console honours (antd's animations off): a
    // check then waits for no dialog's or menu's animation to settle. Animations are not what the
    // suites test.
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: CHROMIUM_LAUNCH,
  },
  projects: [
    { name: 'product', testIgnore: ['deployment.spec.ts', 'day-one.spec.ts'] },
    {
      // docker-compose.yml's topology as processes (PostgreSQL, two API replicas, the gateway, a
      // static server per build): the suite starts and stops it itself, signed out at first.
      name: 'deployment',
      testMatch: 'deployment.spec.ts',
      use: { storageState: { cookies: [], origins: [] } },
    },
    {
      // A new company's first day on an empty install (SEED=none): the suite starts its own
      // production server on a fresh data directory, so the demo data above never shows in it.
      name: 'day-one',
      testMatch: 'day-one.spec.ts',
      use: { storageState: { cookies: [], origins: [] } },
    },
  ],
  webServer: [
    {
      // A stand-in for Moyasar following its published API (api/src/test/moyasar-stand-in.ts): the
      // families' app pays invoices on its hosted page, and it posts its webhook to the server.
      command: 'node api/src/test/moyasar-stand-in.ts',
      cwd: repoRoot,
      url: `http://127.0.0.1:${freeMoyasarPort()}/health`,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        STAND_IN_PORT: freeMoyasarPort(),
        STAND_IN_SECRET_KEY: MOYASAR_SECRET_KEY,
        STAND_IN_WEBHOOK_URL: `${BASE_URL}/api/v1/payment-gateway/moyasar/webhook`,
        STAND_IN_WEBHOOK_SECRET: MOYASAR_WEBHOOK_SECRET,
      },
    },
    {
      // A stand-in for ZATCA's e-invoicing gateway following its published onboarding and reporting
      // API (api/src/test/zatca-stand-in.ts): the settings page onboards against it, the outbox reports to it.
      command: 'node api/src/test/zatca-stand-in.ts',
      cwd: repoRoot,
      url: `http://127.0.0.1:${freeZatcaPort()}/health`,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
      env: { STAND_IN_PORT: freeZatcaPort(), STAND_IN_OTP: ZATCA_OTP },
    },
    {
      command: 'node scripts/start.mjs',
      cwd: repoRoot,
      url: `${BASE_URL}/api/ready`,
      // Migrating and seeding the demo takes under a minute on a quiet machine; a run at load
      // average 20 (other sessions building beside it) once needed more than two.
      timeout: 300_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        PORT: String(PORT),
        DATA_DIR: freshDataDir(),
        ADMIN_EMAIL,
        ADMIN_PASSWORD,
        SEED: 'demo',
        // The tests post device data themselves; simulated buses would add scans of their own.
        MONITOR_SIMULATOR: 'off',
        // This machine has no internet: tile requests would only fail (and log console errors).
        MAP_TILE_URL: 'none',
        // Warnings and errors only: request logs would drown the test report.
        LOG_LEVEL: 'warn',
        // Parents' e-mails go to the test mail server of notifications.spec.ts, which is up only while
        // that spec runs; the outbox worker looks often and retries soon, so a notice arrives within
        // a second of the server coming back (10 attempts span about 100 s before one is "failed").
        SMTP_URL: `smtp://127.0.0.1:${freeMailPort()}`,
        // Text messages (the crew's sign-in codes, parents' SMS) go to the webhook phone-apps.spec.ts listens on.
        SMS_PROVIDER: 'webhook',
        SMS_URL: `http://127.0.0.1:${freeSmsPort()}/sms`,
        NOTICE_POLL_MS: '200',
        // Offline buses and alert escalations are looked for twice a second (ADR 0063).
        ALERT_SWEEP_MS: '500',
        NOTICE_RETRY_MS: '200',
        // Parents pay invoices in the families' app through the stand-in above.
        PAYMENT_PROVIDER: 'moyasar',
        MOYASAR_API_URL: `http://127.0.0.1:${freeMoyasarPort()}/v1`,
        MOYASAR_SECRET_KEY,
        MOYASAR_WEBHOOK_SECRET,
        // Invoices are reported to the ZATCA stand-in above once the settings page onboarded; the
        // outbox looks twice a second.
        ZATCA_API_URL: `http://127.0.0.1:${freeZatcaPort()}/e-invoicing/developer-portal`,
        ZATCA_REPORT_POLL_MS: '500',
      },
    },
  ],
});

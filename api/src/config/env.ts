import { isIP } from 'node:net';
import { isTimeZone } from '@rihla/shared/contracts/common';
import { PAYMENT_PROVIDERS } from '@rihla/shared/contracts/online-payments';
import { z } from 'zod';

/** An IPv4 or IPv6 address, optionally with a /prefix (what Fastify's trustProxy list takes). */
function isAddressOrRange(value: string): boolean {
  const [address = '', prefix, ...rest] = value.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * Which peers may tell the API the client's address (X-Forwarded-For) and scheme: `false` none;
 * a hop count (`1`: one gateway in front, the last address it appends is the client's; `true`
 * means 1); or the gateways' own addresses and ranges, comma-separated. Never "any": with it the
 * left-most address, which the client writes, became the client's address.
 */
const trustProxy = z
  .string()
  .default('false')
  .transform((value, context): false | number | string[] => {
    const text = value.trim();
    if (text === 'false' || text === '0') return false;
    if (text === 'true') return 1;
    if (/^\d{1,2}$/.test(text)) return Number(text);
    const addresses = text.split(',').map((part) => part.trim());
    if (addresses.every(isAddressOrRange)) return addresses;
    context.addIssue({
      code: 'custom',
      message: 'false, a hop count, or comma-separated gateway addresses/CIDRs',
    });
    return z.NEVER;
  });

/** Everything the API reads from the environment, parsed once at start. */
export const envSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65_535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  /** Where the embedded PGlite database lives (ignored when DATABASE_URL is set). */
  DATA_DIR: z.string().min(1).default('./data'),
  /** PostgreSQL connection string; when set, PGlite is not used. */
  DATABASE_URL: z.string().url().optional(),
  ADMIN_EMAIL: z.email().default('admin@rihla.local'),
  /** Unset: a password is generated and printed once when there is no operator yet. */
  ADMIN_PASSWORD: z.string().min(10).optional(),
  SEED: z.enum(['demo', 'none']).default('demo'),
  /** Demo bus devices: drive trips in progress (positions and scans). Unset: on with the demo seed. */
  MONITOR_SIMULATOR: z.enum(['on', 'off']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 30)
    .default(12),
  /** How long a crew member's phone stays signed in (a shift); revoked earlier on the driver's page. */
  CREW_SESSION_HOURS: z.coerce.number().positive().max(24).default(14),
  /** How long a parent's phone stays signed in to the families' app; revoked earlier by the parent or on the parent's page. */
  FAMILY_SESSION_DAYS: z.coerce.number().positive().max(365).default(90),
  /** Behind a gateway: whose X-Forwarded-* to honour (client IP for the limits, https for the Secure cookie). */
  TRUST_PROXY: trustProxy,
  /** Unset: no /metrics. Set: /metrics answers Prometheus text to `Authorization: Bearer <token>` only. */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** The route planner's travel times from OSRM's table service (e.g. http://osrm:5000); unset: straight line. */
  ROUTING_URL: z.string().url().optional(),
  /** Folder holding host/dist and remotes/<name>/dist; defaults to the repository the API runs from. */
  STATIC_ROOT: z.string().min(1).optional(),
  /** Leaflet tile URL template for every map; `none` draws maps without tiles (offline sites). */
  MAP_TILE_URL: z
    .string()
    .refine((value) => value === 'none' || /^https?:\/\/.+\{z\}.*\{x\}.*\{y\}/.test(value), {
      message: 'an http(s) URL template with {z}, {x} and {y}, or none',
    })
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_TILE_ATTRIBUTION: z.string().default('© OpenStreetMap contributors'),
  /** Runtime remotes manifest, JSON `{"fleet": "<url of mf-manifest.json>"}`; defaults to the remotes built here. */
  REMOTES_MANIFEST: z.string().min(2).optional(),
  /** Exports (CSV, XLSX) one operator may run at the same time; more get 429 until one ends. */
  EXPORTS_PER_OPERATOR: z.coerce.number().int().min(1).max(20).default(2),
  /** The operators' clock: what "today" is for trips (planning, starting), e.g. Asia/Riyadh. */
  TIME_ZONE: z
    .string()
    .refine(isTimeZone, { message: 'an IANA time zone, e.g. Asia/Riyadh' })
    .default('Asia/Riyadh'),
  /** E-mail of parents' notices, `smtp://user:pass@host:587` or `smtps://…`; unset: e-mail notices are kept unsent. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^/]+/, { message: 'an smtp:// or smtps:// URL' })
    .optional(),
  SMTP_FROM: z.string().min(3).default('Rihla <no-reply@rihla.local>'),
  /** SMS (and WhatsApp through the webhook) of parents' notices; unset: those notices are kept unsent. */
  SMS_PROVIDER: z.enum(['taqnyat', 'webhook']).optional(),
  /** The provider's endpoint: required for `webhook`, Taqnyat's own by default. */
  SMS_URL: z.string().url().optional(),
  SMS_API_KEY: z.string().min(1).optional(),
  /** The sender name registered with the SMS gateway (Taqnyat). */
  SMS_SENDER: z.string().min(1).optional(),
  /**
   * The VAPID key pair web push to the families' app is signed with (base64url, as `web-push
   * generate-vapid-keys` prints them), both or neither; unset: a pair the API made once and keeps
   * in the database (ADR 0074).
   */
  WEB_PUSH_VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, { message: 'a P-256 public key, base64url (87 characters)' })
    .optional(),
  WEB_PUSH_VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, { message: 'a P-256 private key, base64url (43 characters)' })
    .optional(),
  /** Who push services contact about this sender: `mailto:` or `https:`; unset: PUBLIC_URL, else a mailto of no-reply. */
  WEB_PUSH_SUBJECT: z
    .string()
    .regex(/^(mailto:[^@\s]+@[^@\s]+|https:\/\/\S+)$/, { message: 'a mailto: or https: address' })
    .optional(),
  /** The payment gateway parents pay invoices through in their app (ADR 0058); unset: the app says how to pay. */
  PAYMENT_PROVIDER: z.enum(PAYMENT_PROVIDERS).optional(),
  /** Moyasar's API; a stand-in's in tests. */
  MOYASAR_API_URL: z
    .string()
    .url()
    .transform((url) => url.replace(/\/+$/, ''))
    .default('https://api.moyasar.com/v1'),
  /** The account's secret key (`sk_…`): creates the hosted invoices and fetches payments to verify them. */
  MOYASAR_SECRET_KEY: z.string().min(1).optional(),
  /** The account's publishable key (`pk_…`): for Moyasar's embedded form; the hosted page does not need it. */
  MOYASAR_PUBLISHABLE_KEY: z.string().min(1).optional(),
  /** The secret token of the webhook set on Moyasar's dashboard: a webhook without it is refused. */
  MOYASAR_WEBHOOK_SECRET: z.string().min(8).optional(),
  /** How long a call to the payment gateway may take before the parent is told it timed out. */
  PAYMENT_GATEWAY_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /** The first retry of a notice that failed waits this long; each next one twice as long (at most 1 h). */
  NOTICE_RETRY_MS: z.coerce.number().int().min(100).default(30_000),
  /** Attempts before a notice is marked failed (an operator can retry it). */
  NOTICE_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(10),
  /** Days of bus positions (GPS fixes) kept; housekeeping removes older days (whole partitions on PostgreSQL). */
  POSITION_RETENTION_DAYS: z.coerce.number().int().min(1).max(3_650).default(90),
  /** How often each API process looks for silent buses (device offline) and alerts to escalate (ADR 0063). */
  ALERT_SWEEP_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  /** How often each API process looks for notices due. */
  NOTICE_POLL_MS: z.coerce.number().int().min(100).default(2_000),
  /** Parents per commit of an invoice run; unset: 50 on PGlite, 1 000 on PostgreSQL (ADR 0044). */
  INVOICE_RUN_CHUNK_PARENTS: z.coerce.number().int().min(1).max(100_000).optional(),
  /** How often the sessions behind open live-feed streams are checked: a revoked session's streams end within this. */
  STREAM_SESSION_RECHECK_MS: z.coerce.number().int().min(100).max(60_000).default(2_000),
  /** Parents are told their child's trip is late once it runs this many minutes behind its plan. */
  TRIP_DELAY_NOTICE_MINUTES: z.coerce.number().int().min(1).max(240).default(10),
  /**
   * Seals the e-invoicing signing key in the database (AES-256-GCM, ADR 0052). Unset: a development
   * key, with a warning at start; a deployment sets its own and keeps it with its backups.
   */
  ZATCA_KEY_SECRET: z.string().min(16).optional(),
  /**
   * ZATCA's e-invoicing gateway, in place of the onboarded environment's (ADR 0073): a stand-in's
   * in tests, a proxy's. Unset: ZATCA's own sandbox, simulation or production gateway.
   */
  ZATCA_API_URL: z
    .string()
    .url()
    .transform((url) => url.replace(/\/+$/, ''))
    .optional(),
  /** How long one call to ZATCA may take before it counts as ZATCA not answering. */
  ZATCA_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  /** How often each API process looks for documents to report to ZATCA. */
  ZATCA_REPORT_POLL_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
  /** The first retry of a report ZATCA did not answer waits this long; each next one twice as long (at most 1 h). */
  ZATCA_REPORT_RETRY_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
  /**
   * Seals the operators' authenticator secrets in the database (AES-256-GCM, ADR 0061). Unset: a
   * development key, with a warning at start; a deployment sets its own and keeps it with its backups.
   */
  SECOND_FACTOR_KEY_SECRET: z.string().min(16).optional(),
  /**
   * The headless Chromium that prints invoices, credit notes and receipts as PDF (ADR 0059): Debian's
   * headless shell by default. Launched on the first PDF asked for, one per process.
   */
  CHROMIUM_PATH: z.string().min(1).default('/usr/bin/chromium-headless-shell'),
  /** How long one PDF may take to render before the request gets 503 `unavailable.printing`. */
  PDF_RENDER_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(120_000).default(20_000),
  /**
   * Registration requests the public form takes per hour from all addresses together (each address
   * has its own 10 an hour besides): a flood from many addresses fills no more of the review queue.
   */
  PUBLIC_SUBMISSIONS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(200),
  /**
   * Host names the API answers (comma-separated, e.g. `rihla.example,www.rihla.example`); any other
   * `Host` gets 421. Unset: every host (the gateway already serves only its own names).
   */
  ALLOWED_HOSTS: z
    .string()
    .transform((list) =>
      list
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(/^[a-z0-9.-]+$/, 'a host name, without scheme or port')).min(1))
    .optional(),
  /** The site's address as parents reach it (`https://rihla.example`): the start of the trip links in notices. */
  PUBLIC_URL: z
    .string()
    .url()
    .transform((url) => url.replace(/\/+$/, ''))
    .optional(),
});

/** A provider's settings that only make sense together. */
function providerSettingsComplete(env: z.infer<typeof envSchema>): string[] {
  const missing: string[] = [];
  if (env.SMS_PROVIDER === 'webhook' && !env.SMS_URL)
    missing.push('  SMS_URL: required with SMS_PROVIDER=webhook');
  if (env.SMS_PROVIDER === 'taqnyat') {
    if (!env.SMS_API_KEY) missing.push('  SMS_API_KEY: required with SMS_PROVIDER=taqnyat');
    if (!env.SMS_SENDER) missing.push('  SMS_SENDER: required with SMS_PROVIDER=taqnyat');
  }
  if (!env.WEB_PUSH_VAPID_PUBLIC_KEY !== !env.WEB_PUSH_VAPID_PRIVATE_KEY)
    missing.push('  WEB_PUSH_VAPID_PUBLIC_KEY, WEB_PUSH_VAPID_PRIVATE_KEY: both or neither');
  if (env.PAYMENT_PROVIDER === 'moyasar') {
    if (!env.MOYASAR_SECRET_KEY) missing.push('  MOYASAR_SECRET_KEY: required with PAYMENT_PROVIDER=moyasar');
    if (!env.MOYASAR_WEBHOOK_SECRET)
      missing.push('  MOYASAR_WEBHOOK_SECRET: required with PAYMENT_PROVIDER=moyasar');
  }
  return missing;
}

export type AppConfig = z.infer<typeof envSchema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const blankAsUnset = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(blankAsUnset);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const missing = providerSettingsComplete(parsed.data);
  if (missing.length > 0) throw new Error(`Invalid environment:\n${missing.join('\n')}`);
  return parsed.data;
}

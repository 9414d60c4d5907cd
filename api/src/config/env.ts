import { isIP } from 'node:net';
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

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

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
  /** Behind a gateway: whose X-Forwarded-* to honour (client IP for the limits, https for the Secure cookie). */
  TRUST_PROXY: trustProxy,
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
});

export type AppConfig = z.infer<typeof envSchema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const blankAsUnset = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(blankAsUnset);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

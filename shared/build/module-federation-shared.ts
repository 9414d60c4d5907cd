import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

/**
 * The one list of module-federation shared singletons, spread into `shared` by the host and
 * every remote so that all of them agree on it. Never eager: every app starts behind an async
 * `import('./bootstrap')` boundary. antd and `@rihla/shared/ui/*` are deliberately absent: the
 * full antd singleton would cost ~447 KB gzip on first load, so each remote bundles the antd parts
 * it uses (docs/adr/0001-antd-bundled-per-remote.md).
 *
 * Every entry is strict: an app built against a newer minor, or another major, of a singleton than
 * the copy the page already runs does not load at all, instead of running on the wrong contract
 * (docs/adr/0034-versioned-shared-contract.md).
 */
export interface SharedSingleton {
  /** The module's source file, for the host: a path is provided whether or not the host imports it. */
  import?: string;
  singleton: true;
  requiredVersion: string;
  strictVersion: true;
  version?: string;
  eager: false;
}

/**
 * Builds the contract as another version of @rihla/shared than shared/package.json's: how the
 * deployment suite makes "the previous release" and "the next release" of the host or a remote.
 */
export const CONTRACT_VERSION_VARIABLE = 'SHARED_CONTRACT_VERSION';

const LIBRARIES = [
  'react',
  'react-dom',
  // The trailing slash shares every subpath too, so `react-dom/client` is one copy.
  'react-dom/',
  // react-router is not: the host provides it as @rihla/shared/routes/router (ADR 0048)
  '@tanstack/react-query',
  'i18next',
  'react-i18next',
  'dayjs',
] as const;
// zod is deliberately not shared: as a singleton it ships whole (~87 KB gzip with every locale),
// while each app's tree-shaken copy is ~25 KB.

/** Folders of @rihla/shared that are shared; `ui` is antd-bound and compiled into each remote. */
const SHARED_FOLDERS = ['contracts', 'routes', 'http', 'format', 'i18n', 'shell'] as const;

const sharedRoot = fileURLToPath(new URL('../', import.meta.url));
// Resolve versions from @rihla/shared's own dependencies: the pnpm catalog pins one for everyone.
const requireFromShared = createRequire(`${sharedRoot}package.json`);

function installedVersion(name: string): string {
  const pkg = requireFromShared(`${name}/package.json`) as { version: string };
  return pkg.version;
}

/**
 * What an app built against `version` needs of the copy it is given: the same major, at least its
 * minor; any patch. A patch never changes what a module exports, so a remote one patch ahead of
 * the page still runs on the page's copy.
 */
export function requiredRange(version: string): string {
  const match = /^(\d+)\.(\d+)\.\d+$/.exec(version);
  if (!match) throw new Error(`not a release version (major.minor.patch): ${version}`);
  return `^${match[1]}.${match[2]}.0`;
}

function singleton(version: string, declared: boolean): SharedSingleton {
  return {
    singleton: true,
    requiredVersion: requiredRange(version),
    strictVersion: true,
    ...(declared ? { version } : {}),
    eager: false,
  };
}

function libraries(): Record<string, SharedSingleton> {
  const out: Record<string, SharedSingleton> = {};
  for (const name of LIBRARIES) out[name] = singleton(installedVersion(name.replace(/\/$/, '')), false);
  return out;
}

/** The version of @rihla/shared this build provides and requires. */
export function contractVersion(env: NodeJS.ProcessEnv = process.env): string {
  const override = env[CONTRACT_VERSION_VARIABLE];
  if (override) return override;
  const pkg = JSON.parse(readFileSync(`${sharedRoot}package.json`, 'utf8')) as { version: string };
  return pkg.version;
}

/**
 * One entry per module of @rihla/shared (rspack has no `exclude` for prefix shares, so list them).
 * `provideAll`: the module's file as its `import`, so the build provides it even when it imports
 * nothing of it (a package name is only provided when imported).
 */
function sharedModules(provideAll: boolean): Record<string, SharedSingleton> {
  const version = contractVersion();
  const out: Record<string, SharedSingleton> = {};
  for (const folder of SHARED_FOLDERS) {
    let files: string[];
    try {
      files = readdirSync(`${sharedRoot}src/${folder}`);
    } catch {
      continue;
    }
    for (const file of files) {
      if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
      const key = `@rihla/shared/${folder}/${file.replace(/\.tsx?$/, '')}`;
      out[key] = {
        ...(provideAll ? { import: `${sharedRoot}src/${folder}/${file}` } : {}),
        ...singleton(version, true),
      };
    }
  }
  return out;
}

/**
 * Spread into the `shared` option of `pluginModuleFederation` in the host and every remote. The
 * host passes `provideAll`: it then provides every module of @rihla/shared, not only those its own
 * pages import, so a remote's page runs on the host's copy of, say, the buses contract and its
 * zod, instead of fetching its own fallback copy with a second zod (about 26 KB gzip on the bus
 * list). The first provider of a version wins, and the host registers first.
 */
export function moduleFederationShared({ provideAll = false } = {}): Record<string, SharedSingleton> {
  return { ...libraries(), ...sharedModules(provideAll) };
}

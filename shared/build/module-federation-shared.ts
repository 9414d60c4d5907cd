import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

/**
 * The one list of module-federation shared singletons, spread into `shared` by the host and
 * every remote so that all of them agree on it. Never eager: every app starts behind an async
 * `import('./bootstrap')` boundary. antd and `@rihla/shared/ui/*` are deliberately absent: the
 * full antd singleton would cost ~447 KB gzip on first load, so each remote bundles the antd parts
 * it uses (docs/adr/0001-antd-bundled-per-remote.md).
 */
export interface SharedSingleton {
  singleton: true;
  requiredVersion: string;
  version?: string;
  eager: false;
}

const LIBRARIES = [
  'react',
  'react-dom',
  // The trailing slash shares every subpath too, so `react-dom/client` is one copy.
  'react-dom/',
  'react-router',
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

function libraries(): Record<string, SharedSingleton> {
  const out: Record<string, SharedSingleton> = {};
  for (const name of LIBRARIES) {
    const version = installedVersion(name.replace(/\/$/, ''));
    out[name] = { singleton: true, requiredVersion: `^${version}`, eager: false };
  }
  return out;
}

/** One entry per module of @rihla/shared (rspack has no `exclude` for prefix shares, so list them). */
function sharedModules(): Record<string, SharedSingleton> {
  const { version } = JSON.parse(readFileSync(`${sharedRoot}package.json`, 'utf8')) as { version: string };
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
      out[key] = { singleton: true, requiredVersion: `^${version}`, version, eager: false };
    }
  }
  return out;
}

/** Spread into the `shared` option of `pluginModuleFederation` in the host and every remote. */
export function moduleFederationShared(): Record<string, SharedSingleton> {
  return { ...libraries(), ...sharedModules() };
}

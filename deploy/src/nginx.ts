import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Folder of the deployment files: the two nginx templates. */
const DEPLOY_DIR = fileURLToPath(new URL('..', import.meta.url));
export const GATEWAY_TEMPLATE = join(DEPLOY_DIR, 'gateway.conf.template');
export const STATIC_TEMPLATE = join(DEPLOY_DIR, 'static.conf.template');
/** The gateway image's main nginx.conf, around the rendered template. */
export const GATEWAY_MAIN_CONFIG = join(DEPLOY_DIR, 'gateway-nginx.conf');

const NGINX_CANDIDATES = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'];
/** Debian's and the official image's; the templates are `http` blocks that need it. */
const MIME_TYPES = '/etc/nginx/mime.types';

function nginxBinary(): string {
  const found = NGINX_CANDIDATES.find((path) => existsSync(path));
  if (!found) {
    throw new Error(
      'nginx is not installed: the deployment tests run the real gateway and static servers. ' +
        'Run `bash scripts/ensure-nginx.sh` (root or sudo), as .ci/run and `pnpm test` do.',
    );
  }
  return found;
}

/**
 * What envsubst does in the official nginx image: `${NAME}` and `$NAME` are replaced for the
 * names given, anything else (nginx's own lower-case variables) is left alone.
 */
export function renderTemplate(template: string, variables: Record<string, string>): string {
  return template.replace(/\$\{([A-Za-z_]\w*)\}|\$([A-Za-z_]\w*)/g, (match, braced, bare) => {
    const name = (braced ?? bare) as string;
    return Object.hasOwn(variables, name) ? (variables[name] as string) : match;
  });
}

/** The `${NAME}` variables a template expects (upper case: nginx's own are lower case). */
export function templateVariables(template: string): string[] {
  return [...new Set([...template.matchAll(/\$\{([A-Z_][A-Z0-9_]*)\}/g)].map((match) => match[1] as string))];
}

export interface NginxSite {
  /** Working folder: configuration, pid, logs and temporary files. */
  dir: string;
  /** Path of an nginx template (deploy/*.conf.template). */
  template: string;
  variables: Record<string, string>;
  /** Upstream blocks, `name -> host:port`, standing in for Docker's DNS names. */
  upstreams?: Record<string, string>;
  /** A log format of the template: requests are logged to `dir`/access.log in it (else not at all). */
  accessLogFormat?: string;
}

/**
 * Writes what the official nginx image has around a template: a main nginx.conf whose `http`
 * block includes the rendered template, here with every path inside `dir`. Returns its path.
 */
function writeNginxConfig(site: NginxSite): string {
  mkdirSync(site.dir, { recursive: true });
  const rendered = renderTemplate(readFileSync(site.template, 'utf8'), site.variables);
  writeFileSync(join(site.dir, 'site.conf'), rendered);
  const upstreams = Object.entries(site.upstreams ?? {})
    .map(([name, address]) => `    upstream ${name} { server ${address}; }`)
    .join('\n');
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `    ${kind}_temp_path ${join(site.dir, kind)};`)
    .join('\n');
  // As root, nginx would run its workers as `nobody`, who may not read a checkout or write here.
  const user = process.getuid?.() === 0 ? 'user root;\n' : '';
  // The console keeps a live feed (SSE) open on every page: without a limit, a reload's old worker
  // would wait for those streams to end; they reconnect to the new worker.
  const config = `${user}worker_processes 1;
worker_shutdown_timeout 3s;
pid ${join(site.dir, 'nginx.pid')};
error_log ${join(site.dir, 'error.log')} warn;
events { worker_connections 256; }
http {
    include ${MIME_TYPES};
    default_type application/octet-stream;
${temp}
${upstreams}
    include ${join(site.dir, 'site.conf')};
    access_log ${site.accessLogFormat ? `${join(site.dir, 'access.log')} ${site.accessLogFormat}` : 'off'};
}
`;
  const file = join(site.dir, 'nginx.conf');
  writeFileSync(file, config);
  return file;
}

function nginxArgs(site: NginxSite, ...extra: string[]): string[] {
  return ['-p', site.dir, '-c', join(site.dir, 'nginx.conf'), '-e', join(site.dir, 'error.log'), ...extra];
}

/** `nginx -t` on the written configuration; throws with nginx's own words when it is wrong. */
export function checkNginxConfig(site: NginxSite): string {
  writeNginxConfig(site);
  try {
    return execFileSync(nginxBinary(), nginxArgs(site, '-t'), { encoding: 'utf8', stdio: 'pipe' });
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr ?? String(error);
    throw new Error(`nginx -t failed for ${site.template}:\n${stderr}`);
  }
}

export interface RunningNginx {
  process: ChildProcess;
  /** What nginx logged at `warn` and above (upstream failures among them). */
  errorLog(): string;
  /**
   * Writes the configuration again (new variables or upstreams) and reloads it gracefully, as
   * `nginx -s reload` does: resolves once the workers of the old configuration are gone.
   */
  reload(change: Partial<Pick<NginxSite, 'variables' | 'upstreams'>>): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Checks and starts nginx in the foreground, in its own process group so `stop` (and a crash of
 * the test runner) take its workers down with it.
 */
export async function startNginx(site: NginxSite, port: number): Promise<RunningNginx> {
  checkNginxConfig(site);
  const child = spawn(nginxBinary(), nginxArgs(site, '-g', 'daemon off;'), {
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  const killGroup = () => {
    if (child.pid && child.exitCode === null) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  };
  process.once('exit', killGroup);
  await waitForPort(port, () => (child.exitCode === null ? null : `nginx exited: ${stderr}`));
  let current = site;
  return {
    process: child,
    errorLog: () => readFileSync(join(site.dir, 'error.log'), 'utf8'),
    async reload(change) {
      current = { ...current, ...change };
      checkNginxConfig(current);
      const master = child.pid as number;
      const before = childPids(master);
      execFileSync(nginxBinary(), nginxArgs(current, '-s', 'reload'), { stdio: 'pipe' });
      const deadline = Date.now() + 10_000;
      while (childPids(master).some((pid) => before.includes(pid))) {
        if (Date.now() > deadline) throw new Error('the old nginx workers did not finish within 10 s');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async stop() {
      process.off('exit', killGroup);
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 3000))]);
      killGroup();
    },
  };
}

/** The processes whose parent is `parent` (nginx's workers), from /proc. */
function childPids(parent: number): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // `pid (name) state ppid ...`: the name may hold spaces, so read after its closing parenthesis.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === parent) pids.push(Number(entry));
    } catch {
      // the process ended while we looked
    }
  }
  return pids;
}

/** Waits until something accepts connections on 127.0.0.1:port. */
async function waitForPort(port: number, failed: () => string | null, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const reason = failed();
    if (reason) throw new Error(reason);
    try {
      await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(1000) });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`nothing answered on port ${port} within ${timeoutMs} ms`);
}

/** A port nothing listens on right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

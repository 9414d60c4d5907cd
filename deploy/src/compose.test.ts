import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { GATEWAY_TEMPLATE, renderTemplate, templateVariables } from './nginx';
import { REPO_ROOT, remoteTagVariable, workspaceRemotes } from './remotes';

interface Service {
  image?: string;
  build?: { context: string; target: string; args?: Record<string, string> };
  environment?: Record<string, string>;
  volumes?: string[];
  ports?: string[];
  depends_on?: string[] | Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
  restart?: string;
  command?: string[];
  logging?: { driver: string; options: Record<string, string> };
  deploy?: { resources?: { limits?: { cpus?: string; memory?: string } } };
}

const compose = parse(readFileSync(join(REPO_ROOT, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
  services: Record<string, Service>;
  volumes: Record<string, unknown>;
};
const dockerfile = readFileSync(join(REPO_ROOT, 'Dockerfile'), 'utf8');
const configuration = readFileSync(join(REPO_ROOT, 'docs/configuration.md'), 'utf8');
const services = compose.services;

/** What `docker compose` makes of `${NAME:-default}` and `${NAME:?error}` with nothing set. */
function interpolate(value: string): string {
  return value.replace(/\$\{\w+(?::-([^}]*)|:\?[^}]*)?\}/g, (_match, fallback) => fallback ?? '');
}

/** `${NAME:-latest}`: an image tag chosen by an environment variable. */
function tagOf(variable: string): string {
  return `\${${variable}:-latest}`;
}

function service(name: string): Service {
  const found = services[name];
  if (!found) throw new Error(`docker-compose.yml has no service ${name}`);
  return found;
}

describe('docker-compose.yml', () => {
  it('keeps PostgreSQL on a named volume, with a health check', () => {
    const db = service('db');
    expect(db.image).toMatch(/^postgres:/);
    expect(db.volumes).toContain('db-data:/var/lib/postgresql/data');
    expect(compose.volumes).toHaveProperty('db-data');
    expect(db.healthcheck?.test.join(' ')).toContain('pg_isready');
  });

  it('runs two replicas of one API image on that database, waiting for it to be healthy', () => {
    for (const name of ['api-1', 'api-2']) {
      const api = service(name);
      expect(api.image).toBe(`rihla/api:${tagOf('API_TAG')}`);
      expect(api.build).toEqual({ context: '.', target: 'api' });
      expect(api.environment?.DATABASE_URL).toMatch(/@db:5432\//);
      expect(api.depends_on).toEqual({ db: { condition: 'service_healthy' } });
      expect(api.healthcheck?.test.join(' ')).toContain('/api/ready');
    }
  });

  it('makes the replicas believe exactly one proxy: the gateway, the only service with a published port', () => {
    for (const name of ['api-1', 'api-2']) expect(service(name).environment?.TRUST_PROXY).toBe('1');
    const published = Object.entries(services).flatMap(([name, s]) => (s.ports?.length ? [name] : []));
    expect(published).toEqual(['gateway']);
    // The one hop the replicas believe writes its peer's address, never the client's own header.
    const gatewayConf = readFileSync(GATEWAY_TEMPLATE, 'utf8');
    expect(gatewayConf).toMatch(/proxy_set_header X-Forwarded-For \$remote_addr;/);
    expect(gatewayConf).not.toContain('proxy_add_x_forwarded_for');
  });

  it('serves the host from its own static image with its own tag', () => {
    const host = service('host');
    expect(host.image).toBe(`rihla/host:${tagOf('HOST_TAG')}`);
    expect(host.build).toEqual({
      context: '.',
      target: 'static',
      args: { APP: 'host', VERSION: tagOf('HOST_TAG') },
    });
  });

  it('serves the prerendered landing pages from their own static image with their own tag', () => {
    const landing = service('landing');
    expect(landing.image).toBe(`rihla/landing:${tagOf('LANDING_TAG')}`);
    expect(landing.build).toEqual({
      context: '.',
      target: 'static',
      args: { APP: 'landing', VERSION: tagOf('LANDING_TAG') },
    });
  });

  it.each(workspaceRemotes())('serves remote %s from its own static image with its own tag', (name) => {
    const tag = tagOf(remoteTagVariable(name));
    const remote = service(`remote-${name}`);
    expect(remote.image).toBe(`rihla/${name}:${tag}`);
    expect(remote.build).toEqual({
      context: '.',
      target: 'static',
      args: { APP: `remotes/${name}`, VERSION: tag },
    });
  });

  it('has no remote service for a remote the workspace does not have', () => {
    const remoteServices = Object.keys(services).filter((name) => name.startsWith('remote-'));
    expect(remoteServices.sort()).toEqual(workspaceRemotes().map((name) => `remote-${name}`));
  });

  it('checks the health of every service and restarts it when it stops', () => {
    for (const [name, definition] of Object.entries(services)) {
      expect(definition.healthcheck?.test.length, name).toBeGreaterThan(1);
      expect(definition.restart, name).toBe('unless-stopped');
    }
  });

  it('rotates the logs of every service and bounds its CPU and memory', () => {
    for (const [name, definition] of Object.entries(services)) {
      expect(definition.logging?.driver, name).toBe('json-file');
      expect(definition.logging?.options['max-size'], name).toMatch(/^\d+m$/);
      expect(Number(definition.logging?.options['max-file']), name).toBeGreaterThan(1);
      expect(Number(definition.deploy?.resources?.limits?.cpus), name).toBeGreaterThan(0);
      expect(definition.deploy?.resources?.limits?.memory, name).toMatch(/^\d+[MG]$/);
    }
  });

  it('builds every image from a stage the Dockerfile has', () => {
    const stages = [...dockerfile.matchAll(/^FROM \S+ AS (\S+)$/gm)].map((match) => match[1]);
    for (const definition of Object.values(services)) {
      if (definition.build) expect(stages).toContain(definition.build.target);
    }
  });
});

describe('the API replicas', () => {
  /** The API's settings, from the configuration reference's table of the API. */
  const documentedSettings = [
    ...(configuration.split('## The API')[1]?.split('## Builds and tests')[0] ?? '').matchAll(
      /^\| `([A-Z_]+)`/gm,
    ),
  ].map((match) => match[1] as string);
  /** Set by the topology itself: the image's port and address, PostgreSQL not PGlite, nginx serves the builds. */
  const topologyOwn = ['PORT', 'HOST', 'DATA_DIR', 'STATIC_ROOT', 'REMOTES_MANIFEST'];

  it('can be given every setting of the configuration reference, blank meaning the default', () => {
    expect(documentedSettings).toContain('TIME_ZONE');
    for (const name of ['api-1', 'api-2']) {
      const environment = service(name).environment ?? {};
      for (const setting of documentedSettings.filter((setting) => !topologyOwn.includes(setting))) {
        expect(environment, `${name} does not pass ${setting}: add it to x-api-environment`).toHaveProperty(
          setting,
        );
      }
    }
  });

  it('runs the demo simulator on one replica only', () => {
    // api-1: the operator's choice, blank by default (on with the demo seed).
    const first = service('api-1').environment?.MONITOR_SIMULATOR ?? '';
    expect(first).toMatch(/^\$\{MONITOR_SIMULATOR:-\}$/);
    expect(interpolate(first)).toBe('');
    expect(service('api-2').environment?.MONITOR_SIMULATOR).toBe('off');
    // Everything else the same on both.
    const { MONITOR_SIMULATOR: _one, ...rest1 } = service('api-1').environment ?? {};
    const { MONITOR_SIMULATOR: _two, ...rest2 } = service('api-2').environment ?? {};
    expect(rest2).toEqual(rest1);
  });
});

describe('the backup service', () => {
  const backup = service('backup');

  it('dumps the database with the PostgreSQL tools of the server it backs up', () => {
    expect(backup.image).toBe(service('db').image);
    expect(backup.environment?.DATABASE_URL).toBe(service('api-1').environment?.DATABASE_URL);
    expect(backup.depends_on).toEqual({ db: { condition: 'service_healthy' } });
  });

  it('runs deploy/backup.sh on a schedule into its own volume, checked by the same script', () => {
    expect(backup.volumes).toEqual(
      expect.arrayContaining([
        './deploy/backup.sh:/opt/rihla/backup.sh:ro',
        './deploy/restore.sh:/opt/rihla/restore.sh:ro',
        'backups:/backups',
      ]),
    );
    expect(compose.volumes).toHaveProperty('backups');
    expect(backup.command).toEqual(['sh', '/opt/rihla/backup.sh', 'schedule']);
    expect(backup.healthcheck?.test).toEqual(['CMD', 'sh', '/opt/rihla/backup.sh', 'check']);
    expect(interpolate(backup.environment?.BACKUP_INTERVAL_HOURS ?? '')).toBe('24');
    expect(interpolate(backup.environment?.BACKUP_KEEP ?? '')).toBe('14');
  });
});

describe('the gateway service', () => {
  const gateway = service('gateway');
  const environment = Object.fromEntries(
    Object.entries(gateway.environment ?? {}).map(([name, value]) => [name, interpolate(String(value))]),
  );

  it("runs nginx's maintained stable line (an even minor version), the one the static images use", () => {
    const [, minor] = /^nginx:1\.(\d+)-alpine$/.exec(gateway.image ?? '') ?? [];
    expect(Number(minor) % 2).toBe(0);
    expect(Number(minor)).toBeGreaterThanOrEqual(30);
    expect(dockerfile).toContain(`ARG NGINX_IMAGE=${gateway.image}`);
  });

  it('mounts the gateway template where the nginx image renders it', () => {
    const [source, target] = (gateway.volumes?.[0] ?? '').split(':');
    expect(join(REPO_ROOT, source ?? '')).toBe(GATEWAY_TEMPLATE);
    expect(existsSync(GATEWAY_TEMPLATE)).toBe(true);
    expect(target).toMatch(/^\/etc\/nginx\/templates\/.+\.conf\.template$/);
  });

  it("replaces the image's main nginx.conf with one that bounds how long a reload waits for live-feed streams", () => {
    const mount = gateway.volumes?.find((volume) => volume.split(':')[1] === '/etc/nginx/nginx.conf');
    expect(mount).toBeDefined();
    const main = readFileSync(join(REPO_ROOT, mount!.split(':')[0]!), 'utf8');
    expect(main).toMatch(/^worker_shutdown_timeout \d+s;$/m);
    // Still includes where the image renders the templates.
    expect(main).toContain('include /etc/nginx/conf.d/*.conf;');
  });

  it('sets every variable of the template, so nothing is left unrendered', () => {
    const template = readFileSync(GATEWAY_TEMPLATE, 'utf8');
    expect(Object.keys(environment).sort()).toEqual(templateVariables(template).sort());
    expect(renderTemplate(template, environment)).not.toMatch(/\$\{[A-Z_]+\}/);
  });

  it('sends the API to both replicas on the port of the API image', () => {
    expect(dockerfile).toMatch(/^ENV .*\bPORT=8080\b/m);
    expect([environment.API_1, environment.API_2]).toEqual(['api-1:8080', 'api-2:8080']);
  });

  it('lists every remote in the manifest, served at /remotes/<name>/', () => {
    const manifest = JSON.parse(environment.REMOTES_MANIFEST ?? '') as Record<string, string>;
    expect(manifest).toEqual(
      Object.fromEntries(workspaceRemotes().map((name) => [name, `/remotes/${name}/mf-manifest.json`])),
    );
  });
});

describe('Dockerfile', () => {
  it('installs the pnpm version the workspace pins', () => {
    const pinned = (
      JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { packageManager: string }
    ).packageManager;
    expect(dockerfile).toContain(`npm install -g ${pinned}`);
  });

  it('builds and runs on Node 24 LTS (Node 20 reached its end of life on 2026-04-30)', () => {
    expect(dockerfile).toMatch(/^ARG NODE_IMAGE=node:24-bookworm-slim$/m);
  });

  it('puts the static template where the nginx image renders it, on the port the gateway uses', () => {
    expect(dockerfile).toContain('COPY deploy/static.conf.template /etc/nginx/templates/');
    expect(dockerfile).toMatch(/^ENV STATIC_PORT=80 /m);
  });

  it('builds from sources only: no local node_modules or dist in the context', () => {
    const ignored = readFileSync(join(REPO_ROOT, '.dockerignore'), 'utf8').split('\n');
    expect(ignored).toEqual(expect.arrayContaining(['**/node_modules', '**/dist']));
  });
});

import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { htmlSecurityHeaders } from '@rihla/api/src/plugins/static-site/security-headers';
import {
  checkNginxConfig,
  freePort,
  GATEWAY_TEMPLATE,
  renderTemplate,
  startNginx,
  templateVariables,
} from './nginx';

const template = readFileSync(GATEWAY_TEMPLATE, 'utf8');

const local = {
  GATEWAY_PORT: '18080',
  API_1: '127.0.0.1:18081',
  API_2: '127.0.0.1:18082',
  DNS_RESOLVER: '127.0.0.1',
  REMOTES_MANIFEST: '{"fleet": "/remotes/fleet/mf-manifest.json"}',
  REMOTE_ORIGINS: '',
};

/** The text of the `location <match> {` block. */
function locationBlock(rendered: string, match: string): string {
  const start = rendered.indexOf(`location ${match} {`);
  if (start < 0) throw new Error(`no location ${match}`);
  return rendered.slice(start, rendered.indexOf('\n    }', start));
}

/**
 * `add_header` lines of the server block (before its first location), lower-cased names: every
 * location without an `add_header` of its own (the host's and the landing pages) inherits them.
 */
function pageHeaders(rendered: string): Record<string, string> {
  const server = rendered.slice(rendered.indexOf('server {'));
  const block = server.slice(0, server.indexOf('location '));
  return Object.fromEntries(
    [...block.matchAll(/add_header ([\w-]+) "([^"]*)" always;/g)].map((match) => [
      (match[1] as string).toLowerCase(),
      (match[2] as string).replace(/\s+/g, ' ').replace(/ ;/g, ';'),
    ]),
  );
}

describe('gateway configuration', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'rihla-gateway-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('documents every variable it expects in its header', () => {
    const header = template.slice(0, template.indexOf('upstream '));
    for (const name of templateVariables(template)) expect(header).toContain(name);
    expect(templateVariables(template).sort()).toEqual(Object.keys(local).sort());
  });

  it('passes nginx -t when rendered with local addresses', () => {
    expect(() => checkNginxConfig({ dir, template: GATEWAY_TEMPLATE, variables: local })).not.toThrow();
  });

  it('fails nginx -t when a variable is left out, naming the problem', () => {
    const { API_2: _left, ...partial } = local;
    expect(() => checkNginxConfig({ dir, template: GATEWAY_TEMPLATE, variables: partial })).toThrow(
      /nginx -t failed[\s\S]*API_2/,
    );
  });

  it('gives pages the headers of the single process, with or without remote origins', () => {
    for (const origins of [[], ['https://fleet.cdn.example', 'http://127.0.0.1:9000']]) {
      const rendered = renderTemplate(template, { ...local, REMOTE_ORIGINS: origins.join(' ') });
      expect(pageHeaders(rendered)).toEqual(htmlSecurityHeaders(origins));
    }
  });

  it('sends the landing URLs and assets to the landing server, other pages to the host, headers inherited', () => {
    const rendered = renderTemplate(template, local);
    const landingPages = locationBlock(rendered, '~ ^/(en/?|about/?|en/about/?)?$');
    for (const url of ['/', '/about', '/about/', '/en', '/en/', '/en/about']) {
      expect(url).toMatch(/^\/(en\/?|about\/?|en\/about\/?)?$/);
    }
    expect('/dashboard').not.toMatch(/^\/(en\/?|about\/?|en\/about\/?)?$/);
    expect(landingPages).toContain('set $landing_server landing;');
    expect(locationBlock(rendered, '/landing/')).toContain('rewrite ^/landing(/.*)$ $1 break;');
    expect(locationBlock(rendered, '/landing/')).toContain('proxy_pass http://$landing_server;');
    expect(locationBlock(rendered, '/')).toContain('set $host_server host;');
    for (const block of [landingPages, locationBlock(rendered, '/')])
      expect(block).not.toContain('add_header');
  });

  it.each(['crew', 'family'])(
    "sends the %s app's pages of each language and its files to its server",
    (app) => {
      const rendered = renderTemplate(template, local);
      const arabic = locationBlock(rendered, `~ ^/${app}(/[^.]*)?$`);
      const english = locationBlock(rendered, `~ ^/en/${app}(/[^.]*)?$`);
      const page = new RegExp(`^/${app}(/[^.]*)?$`);
      for (const url of [`/${app}`, `/${app}/`, `/${app}/today`]) expect(url).toMatch(page);
      for (const url of [`/${app}/sw.js`, `/${app}mate`, `/en/${app}`]) expect(url).not.toMatch(page);
      expect(arabic).toContain('rewrite ^ /index.html break;');
      expect(english).toContain('rewrite ^ /en/index.html break;');
      const files = locationBlock(rendered, `/${app}/`);
      expect(files).toContain(`rewrite ^/${app}(/.*)$ $1 break;`);
      for (const block of [arabic, english, files]) {
        expect(block).toContain(`set $${app}_server ${app};`);
        expect(block).not.toContain('add_header');
      }
    },
  );
});

describe('the gateway in front of the API', () => {
  const MB = 1024 * 1024;
  let dir: string;
  let api: Server;
  let stopGateway: () => Promise<void>;
  let gateway: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'rihla-gateway-body-'));
    // Stands in for an API replica: answers with the number of bytes it received.
    api = createServer((request, response) => {
      let received = 0;
      request.on('data', (chunk: Buffer) => {
        received += chunk.length;
      });
      request.on('end', () => response.end(JSON.stringify({ received })));
    });
    const apiPort = await freePort();
    await new Promise<void>((resolve) => api.listen(apiPort, '127.0.0.1', resolve));
    const port = await freePort();
    const running = await startNginx(
      {
        dir,
        template: GATEWAY_TEMPLATE,
        variables: {
          ...local,
          GATEWAY_PORT: String(port),
          API_1: `127.0.0.1:${apiPort}`,
          API_2: `127.0.0.1:${apiPort}`,
        },
        // The landing server answers the start-up probe of `/`.
        upstreams: { landing: `127.0.0.1:${apiPort}` },
      },
      port,
    );
    stopGateway = () => running.stop();
    gateway = `http://127.0.0.1:${port}`;
  }, 30_000);

  afterAll(async () => {
    await stopGateway?.();
    api?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const post = (bytes: number, language: string) =>
    fetch(`${gateway}/api/v1/students/import`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': language },
      body: new Uint8Array(bytes).fill(32),
    });

  it('lets through a body as large as the students import accepts (8 MB)', async () => {
    const response = await post(8 * MB, 'en');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: 8 * MB });
  });

  it('answers a larger body with a problem+json 413 in the caller language, as the API would', async () => {
    for (const [language, title] of [
      ['en-US,en;q=0.9', 'The request is too large'],
      ['ar-SA,ar;q=0.9', 'حجم الطلب أكبر من المسموح'],
    ] as const) {
      const response = await post(8 * MB + 1, language);
      expect(response.status).toBe(413);
      expect(response.headers.get('content-type')).toBe('application/problem+json');
      expect(await response.json()).toEqual({
        type: 'urn:rihla:problem:payload.tooLarge',
        title,
        status: 413,
        code: 'payload.tooLarge',
      });
    }
  });
});

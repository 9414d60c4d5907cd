import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, GATEWAY_MAIN_CONFIG, GATEWAY_TEMPLATE, type RunningNginx, startNginx } from './nginx';

/** Stands in for an API replica: answers with the headers the gateway sent it. */
function echoServer(port: number): Promise<Server> {
  const server = createServer((request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(request.headers));
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

describe('the gateway tells the API who the client is', () => {
  let dir: string;
  let gateway: RunningNginx;
  let replicas: Server[];
  let port: number;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'rihla-gateway-forwarding-'));
    const [api1, api2] = [await freePort(), await freePort()];
    replicas = [await echoServer(api1), await echoServer(api2)];
    port = await freePort();
    gateway = await startNginx(
      {
        dir,
        template: GATEWAY_TEMPLATE,
        variables: {
          GATEWAY_PORT: String(port),
          API_1: `127.0.0.1:${api1}`,
          API_2: `127.0.0.1:${api2}`,
          DNS_RESOLVER: '127.0.0.1',
          REMOTES_MANIFEST: '{}',
          REMOTE_ORIGINS: '',
        },
        upstreams: { host: `127.0.0.1:${api1}`, landing: `127.0.0.1:${api1}` },
        accessLogFormat: 'rihla',
      },
      port,
    );
  }, 30_000);
  afterAll(async () => {
    await gateway?.stop();
    for (const replica of replicas ?? []) replica.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('sets X-Forwarded-For from its peer, whatever the client wrote, and drops X-Forwarded-Host', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/v1/auth/me`, {
      headers: { 'x-forwarded-for': '198.51.100.66, 203.0.113.1', 'x-forwarded-host': 'evil.example' },
    });
    const seen = (await response.json()) as IncomingHttpHeaders;
    expect(seen['x-forwarded-for']).toBe('127.0.0.1');
    expect(seen['x-forwarded-host']).toBeUndefined();
    expect(seen['x-forwarded-proto']).toBe('http');
  });

  it("logs a tracker's device identifier and a trip link's token in their place, not their value", async () => {
    expect(readFileSync(GATEWAY_MAIN_CONFIG, 'utf8')).toMatch(/^\s*access_log \S+ rihla;/m);
    for (const path of [
      '/api/v1/device/osmand?lat=24.7&id=device-secret&lon=46.7',
      '/api/v1/device/osmand;x?id=device-secret',
      '/t/link-secret',
      '/en/t/link-secret?lang=en',
      '/api/v1/public/trip-links/link-secret',
      '/api/v1/students?q=kept',
    ]) {
      await (await fetch(`http://127.0.0.1:${port}${path}`)).arrayBuffer();
    }
    const log = readFileSync(join(dir, 'access.log'), 'utf8');
    expect(log).not.toMatch(/secret/);
    expect(log).toContain('GET /api/v1/device/osmand?[redacted] HTTP/1.1');
    expect(log).toContain('GET /en/t/[redacted] HTTP/1.1');
    expect(log).toContain('GET /api/v1/public/trip-links/[redacted] HTTP/1.1');
    expect(log).toContain('GET /api/v1/students?q=kept HTTP/1.1');
  });
});

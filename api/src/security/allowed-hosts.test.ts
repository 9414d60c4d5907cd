import { startTestApp, type TestApp } from '../test/test-app';

describe('the Host allow-list', () => {
  let open: TestApp;
  let listed: TestApp;

  beforeAll(async () => {
    open = await startTestApp('pglite');
    listed = await startTestApp('pglite', { ALLOWED_HOSTS: 'rihla.example, WWW.rihla.example' });
  });
  afterAll(async () => {
    await open?.close();
    await listed?.close();
  });

  const get = (t: TestApp, url: string, host: string) =>
    t.app.inject({ method: 'GET', url, headers: { host, 'accept-language': 'en' } });

  it('answers every host when ALLOWED_HOSTS is unset', async () => {
    expect((await get(open, '/api/v1/public/schools', 'evil.example')).statusCode).toBe(200);
  });

  it('answers the listed hosts (any port, any case) and refuses another with a translated 421', async () => {
    expect((await get(listed, '/api/v1/public/schools', 'rihla.example')).statusCode).toBe(200);
    expect((await get(listed, '/api/v1/public/schools', 'www.Rihla.example:8443')).statusCode).toBe(200);
    for (const url of ['/api/v1/public/schools', '/', '/api/v1/auth/session']) {
      const refused = await get(listed, url, 'evil.example');
      expect(refused.statusCode, url).toBe(421);
      expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(refused.json()).toMatchObject({
        code: 'host.unknown',
        title: 'This server does not serve the address asked for',
      });
    }
    // A container's probe asks 127.0.0.1.
    expect((await get(listed, '/api/ready', '127.0.0.1:8080')).statusCode).toBe(200);
  });

  it('refuses a list that is not host names at start', async () => {
    await expect(startTestApp('pglite', { ALLOWED_HOSTS: 'https://rihla.example' })).rejects.toThrow(
      /ALLOWED_HOSTS/,
    );
  });
});

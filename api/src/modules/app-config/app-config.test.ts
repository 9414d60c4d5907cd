import { DATABASES } from '../../test/databases';
import { startTestApp, type TestApp } from '../../test/test-app';

describe.each(DATABASES.slice(0, 1))('app config on %s', (kind) => {
  let t: TestApp | undefined;
  afterEach(() => t?.close());

  it('tells anyone where map tiles come from, OpenStreetMap unless configured', async () => {
    t = await startTestApp(kind);
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/app-config' });
    expect(response.statusCode).toBe(200);
    expect(response.json().mapTiles).toEqual({
      url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: '© OpenStreetMap contributors',
    });
  });

  it("gives the operators' time zone from TIME_ZONE", async () => {
    t = await startTestApp(kind, { TIME_ZONE: 'Asia/Dubai' });
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/app-config' });
    expect(response.json().timeZone).toBe('Asia/Dubai');
  });

  it('has no tiles when MAP_TILE_URL is none', async () => {
    t = await startTestApp(kind, { MAP_TILE_URL: 'none' });
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/app-config' });
    expect(response.json()).toEqual({ mapTiles: null, timeZone: 'Asia/Riyadh' });
  });
});

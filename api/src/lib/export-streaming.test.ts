import { type ClientRequest, type IncomingMessage, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { type Agent, sessionOf } from '../test/agent';
import { DATABASES } from '../test/databases';
import { startTestApp, type TestApp } from '../test/test-app';

/**
 * Stops whose export (about 12 MB of CSV) is far more than the connection buffers between the API
 * and a reader who does not read: such a download cannot end before its reader takes it.
 */
const STOPS = 12_000;
const EXPORT = '/api/v1/stops/export.csv';

interface Download {
  request: ClientRequest;
  response: IncomingMessage;
}

describe.each(DATABASES)('exports over a real connection on %s', (kind) => {
  let t: TestApp;
  let admin: Agent;
  let base: string;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await sessionOf(t.app);
    await t.app.db.execute(sql`
      insert into stops (name_ar, name_en, district, lat, lng, notes)
      select 'محطة التصدير ' || g, 'Export stop ' || g, 'حي التصدير', 24.7, 46.7, repeat(md5(g::text), 24)
      from generate_series(1, ${STOPS}) g`);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t?.close());

  /** A GET as a browser sends it, answered once its headers arrive; the body is left unread. */
  const open = (path: string, headers: Record<string, string> = {}) =>
    new Promise<Download>((resolve, reject) => {
      const sent = request(`${base}${path}`, { headers: { cookie: admin.cookie, ...headers } }, (response) =>
        resolve({ request: sent, response }),
      );
      sent.once('error', reject).end();
    });

  const readAll = async ({ response }: Download) => {
    const chunks: Buffer[] = [];
    for await (const chunk of response) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  };

  it('counts a download its reader has not taken yet: the third at once is refused until one ends', async () => {
    const first = await open(EXPORT);
    const second = await open(`${EXPORT}?lang=en`);
    expect([first.response.statusCode, second.response.statusCode]).toEqual([200, 200]);

    const refused = await open(`${EXPORT}?lang=en`);
    expect(refused.response.statusCode).toBe(429);
    expect(refused.response.headers['retry-after']).toBe('5');
    expect(JSON.parse(await readAll(refused))).toMatchObject({
      code: 'export.busy',
      title: expect.stringMatching(/^Your other exports are still downloading/),
    });
    const arabic = await open('/api/v1/buses/export.xlsx');
    expect(arabic.response.statusCode).toBe(429);
    expect(JSON.parse(await readAll(arabic)).title).toMatch(/^لديك تصديرات أخرى/);
    // The gateway passes exports on at the reader's pace instead of taking them whole.
    expect(first.response.headers['x-accel-buffering']).toBe('no');

    // The first download read to its end gives its slot back.
    expect((await readAll(first)).split('\r\n')).toHaveLength(STOPS + 2);
    const third = await open(`${EXPORT}?lang=en`);
    expect(third.response.statusCode).toBe(200);

    // So does a reader who goes away before the end.
    second.request.destroy();
    third.request.destroy();
    const again = [await open(EXPORT), await open('/api/v1/buses/export.xlsx')];
    expect(again.map((d) => d.response.statusCode)).toEqual([200, 200]);
    for (const download of again) download.request.destroy();
  });

  it('lets two of four exports started at once through and refuses the other two, each read as it comes', async () => {
    const downloads = await Promise.all(Array.from({ length: 4 }, () => open(`${EXPORT}?lang=en`)));
    const bodies = await Promise.all(downloads.map(readAll));
    expect(downloads.map((d) => d.response.statusCode).sort()).toEqual([200, 200, 429, 429]);
    for (const [i, body] of bodies.entries()) {
      if (downloads[i]?.response.statusCode === 200) expect(body.split('\r\n')).toHaveLength(STOPS + 2);
    }
  });

  it('answers a list while two exports are streaming, before either ends', async () => {
    const events: string[] = [];
    const downloads = await Promise.all([open(EXPORT), open(`${EXPORT}?sort=nameEn:desc`)]);
    const ended = downloads.map((download, i) => readAll(download).then(() => events.push(`export ${i}`)));
    const list = await fetch(`${base}/api/v1/stops?pageSize=5&sort=nameEn:asc`, {
      headers: { cookie: admin.cookie },
    });
    events.push('list');
    expect(list.status).toBe(200);
    expect(((await list.json()) as { total: number }).total).toBeGreaterThanOrEqual(STOPS);
    await Promise.all(ended);
    expect(events[0]).toBe('list');
  });
});

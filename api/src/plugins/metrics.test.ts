import { notices } from '../modules/notices/notices.table';
import { type Agent, sessionOf } from '../test/agent';
import { DATABASES } from '../test/databases';
import { ago, baseUrlOf, liveTripPlace, readStream, startedTrip, TZ } from '../test/live-trips';
import { startTestApp, type TestApp } from '../test/test-app';

const TOKEN = 'metrics-token-for-tests-0123456789';

/** One sample line of the Prometheus text, e.g. `rihla_live_feed_watchers 1`. */
function sample(text: string, name: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${name} `));
  return line === undefined ? undefined : Number(line.slice(name.length + 1));
}

describe('without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite');
  });
  afterAll(() => t?.close());

  it('has no /metrics at all', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('rihla_http_request_duration_seconds');
  });
});

describe.each(DATABASES)('/metrics on %s', (kind) => {
  let t: TestApp;
  let admin: Agent;
  const scrape = async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    return response.body;
  };

  beforeAll(async () => {
    t = await startTestApp(kind, { METRICS_TOKEN: TOKEN, TIME_ZONE: TZ });
    admin = await sessionOf(t.app);
  });
  afterAll(() => t?.close());

  it('answers only the holder of the token, with a problem+json 401 to anyone else', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-of-the-same-kind-00000', `Basic ${TOKEN}`]) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode).toBe(401);
      expect(response.headers['content-type']).toMatch(/application\/problem\+json/);
      expect(response.headers['www-authenticate']).toBe('Bearer');
      expect(response.body).not.toContain('rihla_');
    }
    const response = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  });

  it('counts requests by route pattern and status, with a latency histogram', async () => {
    await t.app.inject({ method: 'GET', url: '/api/health' });
    await t.app.inject({ method: 'GET', url: '/api/health' });
    await admin.call('GET', '/api/v1/buses/7f1c6f1e-3c1a-4b8e-9a55-2d1f0c9e8b10');
    const text = await scrape();
    expect(
      sample(
        text,
        'rihla_http_request_duration_seconds_count{method="GET",route="/api/health",status="200"}',
      ),
    ).toBe(2);
    // The pattern, not the id: one series per route whatever the ids asked.
    expect(
      sample(
        text,
        'rihla_http_request_duration_seconds_count{method="GET",route="/api/v1/buses/:id",status="404"}',
      ),
    ).toBe(1);
    expect(text).not.toContain('7f1c6f1e');
    expect(text).toMatch(
      /rihla_http_request_duration_seconds_bucket\{le="0\.05",method="GET",route="\/api\/health",status="200"\} \d/,
    );
  });

  it('counts device positions stored, times their batches, and counts live-feed watchers', async () => {
    const { device, tripId } = await started();
    const before = await scrape();
    expect(sample(before, 'rihla_live_feed_watchers')).toBe(0);
    const stored = sample(before, 'rihla_positions_ingested_total') ?? 0;

    const base = await baseUrlOf(t);
    const stream = await fetch(`${base}/api/v1/monitoring/stream?tripId=${tripId}`, {
      headers: { cookie: admin.cookie },
    });
    const posted = await device('positions', {
      points: [
        { at: ago(20), lat: 24.69, lng: 46.7 },
        { at: ago(10), lat: 24.691, lng: 46.7 },
      ],
    });
    expect(posted.statusCode).toBe(202);
    const during = await scrape();
    expect(sample(during, 'rihla_live_feed_watchers')).toBe(1);
    expect(sample(during, 'rihla_positions_ingested_total')).toBe(stored + 2);
    expect(sample(during, 'rihla_position_batch_duration_seconds_count')).toBeGreaterThanOrEqual(1);
    await readStream(stream, (s) => s.includes('event: position'));

    await expect.poll(async () => sample(await scrape(), 'rihla_live_feed_watchers')).toBe(0);
  });

  it('counts rider card scans refused for an unknown card', async () => {
    const { device } = await started();
    const before = sample(await scrape(), 'rihla_unknown_card_scans_total') ?? 0;
    const refused = await device('scans', {
      scans: [
        { cardNumber: 'UNKNOWN-1', kind: 'on', at: ago(20) },
        { cardNumber: 'UNKNOWN-2', kind: 'on', at: ago(10) },
      ],
    });
    expect(refused.statusCode).toBe(400);
    expect(sample(await scrape(), 'rihla_unknown_card_scans_total')).toBe(before + 2);
  });

  it('shows the notices outbox backlog by status and the age of its oldest notice', async () => {
    const empty = await scrape();
    const pending = sample(empty, 'rihla_notice_outbox_backlog{status="pending"}') ?? -1;
    expect(pending).toBeGreaterThanOrEqual(0);
    // Two notices due tomorrow (no worker takes them meanwhile), queued ten minutes ago.
    const queued = new Date(Date.now() - 600_000);
    const tomorrow = new Date(Date.now() + 86_400_000);
    await t.app.db.insert(notices).values(
      ['a', 'b'].map((key) => ({
        eventKey: `metrics-test:${key}`,
        event: 'registration-approved' as const,
        recipientKey: `request:${key}`,
        channel: 'email' as const,
        address: `${key}@family.test`,
        language: 'ar' as const,
        subject: 'قبول التسجيل',
        body: 'قُبل طلبكم',
        nextAttemptAt: tomorrow,
        createdAt: queued,
      })),
    );
    const text = await scrape();
    expect(sample(text, 'rihla_notice_outbox_backlog{status="pending"}')).toBe(pending + 2);
    expect(sample(text, 'rihla_notice_outbox_backlog{status="sending"}')).toBe(0);
    expect(sample(text, 'rihla_notice_outbox_oldest_seconds')).toBeGreaterThanOrEqual(600);
  });

  it(`shows the database pool on PostgreSQL only, and Node's own figures`, async () => {
    const text = await scrape();
    if (kind === 'postgres') {
      expect(sample(text, 'rihla_db_pool_connections{state="max"}')).toBe(10);
      expect(sample(text, 'rihla_db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'rihla_db_pool_connections{state="waiting"}')).toBe(0);
    } else {
      expect(text).not.toContain('rihla_db_pool_connections{');
    }
    expect(sample(text, 'rihla_process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(text).toContain('rihla_nodejs_eventloop_lag_seconds');
  });

  const started = async () => startedTrip(t, admin, await liveTripPlace(admin));
});

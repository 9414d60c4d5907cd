import { type Agent, sessionOf, signIn } from '../test/agent';
import { DATABASES } from '../test/databases';
import { liveTripPlace, startedTrip, TZ } from '../test/live-trips';
import { ADMIN_EMAIL } from '../test/test-admin';
import { startTestApp, type TestApp } from '../test/test-app';
import { errorLogFields, REDACTED, redactUrl } from './log-redaction';

describe('what a log may say about a request', () => {
  it('keeps the place of a device identifier, a link token or a password, not its value', () => {
    expect(redactUrl('/api/v1/device/osmand?lat=24.7&ID=dev-secret&lon=46.7')).toBe(
      `/api/v1/device/osmand?lat=24.7&ID=${REDACTED}&lon=46.7`,
    );
    expect(redactUrl('/api/v1/device/osmand?deviceid=dev-secret')).toBe(
      `/api/v1/device/osmand?deviceid=${REDACTED}`,
    );
    expect(redactUrl('/en/t/link-secret?lang=ar')).toBe(`/en/t/${REDACTED}?lang=ar`);
    expect(redactUrl('/t/link-secret')).toBe(`/t/${REDACTED}`);
    expect(redactUrl('/api/v1/public/trip-links/link-secret')).toBe(`/api/v1/public/trip-links/${REDACTED}`);
    expect(redactUrl('/api/v1/students?q=id&page=2')).toBe('/api/v1/students?q=id&page=2');
  });

  it("leaves a failed query's parameters out of the logged error and its cause", () => {
    const failed = new Error('Failed query: select 1 where token = $1\nparams: dev-secret', {
      cause: new Error('boom\nparams: dev-secret,other'),
    });
    const logged = JSON.stringify(errorLogFields(failed));
    expect(logged).toContain('Failed query');
    expect(logged).not.toContain('dev-secret');
  });
});

describe.each(DATABASES)('the log of a running API on %s', (kind) => {
  let t: TestApp;
  let admin: Agent;
  const lines: string[] = [];

  beforeAll(async () => {
    t = await startTestApp(
      kind,
      { TIME_ZONE: TZ, LOG_LEVEL: 'trace' },
      { logStream: { write: (line) => lines.push(line) } },
    );
    admin = await sessionOf(t.app);
  });
  afterAll(() => t?.close());

  it('holds no device identifier, link token, password, cookie or CSRF token at the most verbose level', async () => {
    const { token } = await startedTrip(t, admin, await liveTripPlace(admin));
    const fix = await t.app.inject({
      method: 'GET',
      url: `/api/v1/device/osmand?id=${token}&lat=24.7&lon=46.7`,
    });
    expect(fix.statusCode, fix.body).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/device/osmand',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `id=${token}&lat=24.7&lon=46.7`,
    });
    await t.app.inject({ method: 'GET', url: '/t/a-link-token-secret' });
    await t.app.inject({ method: 'GET', url: '/api/v1/public/trip-links/a-link-token-secret' });
    await expect(signIn(t.app, ADMIN_EMAIL, 'a-wrong-password-secret')).rejects.toThrow();
    const log = lines.join('');
    expect(log).toContain('/api/v1/device/osmand');
    for (const secret of [
      token,
      'a-link-token-secret',
      'a-wrong-password-secret',
      admin.cookie,
      admin.csrfToken,
    ]) {
      expect(log).not.toContain(secret);
    }
  });
});

import { eq } from 'drizzle-orm';
import { sessionOf } from '../../test/agent';
import { DATABASES } from '../../test/databases';
import { startTestApp, type TestApp } from '../../test/test-app';
import { loginFailures } from './auth.table';
import { ACCOUNT_FREE_FAILURES, ACCOUNT_MAX_DELAY_SECONDS, LOGIN_MAX_FAILURES } from './login-limit';

describe.each(DATABASES)('the sign-in limit under parallel attempts on %s', (kind) => {
  let t: TestApp;
  let emailCounter = 0;

  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t?.close());

  /** An operator of its own per test, so the limits of one test do not leak into another. */
  async function newAccount(): Promise<{ email: string; password: string }> {
    const email = `limit-${++emailCounter}@rihla.test`;
    const password = 'limit-password-1';
    const admin = await sessionOf(t.app);
    const created = await admin.call('POST', '/api/v1/operators', {
      body: { email, name: 'مشغل الحد', role: 'viewer', password },
    });
    expect(created.statusCode, created.body).toBe(201);
    return { email, password };
  }

  const attempt = (email: string, password: string, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password }, remoteAddress });

  /** Runs `work` with the server's clock (the same process's Date) stopped at the present moment. */
  async function withClockStopped<T>(work: () => Promise<T>): Promise<T> {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date() });
    try {
      return await work();
    } finally {
      vi.useRealTimers();
    }
  }

  /** How many answers were password checks (401) and how many refused (429); nothing else may come. */
  function tally(statuses: number[]): { checked: number; refused: number } {
    return {
      checked: statuses.filter((status) => status === 401).length,
      refused: statuses.filter((status) => status === 429).length,
    };
  }

  it('checks at most the limit of passwords when 60 wrong ones for one account arrive at once from one address', async () => {
    const { email } = await newAccount();
    const answers = await Promise.all(
      Array.from({ length: 60 }, () => attempt(email, 'wrong-password', '192.0.2.10')),
    );
    const counts = tally(answers.map((answer) => answer.statusCode));
    expect(counts.checked).toBeLessThanOrEqual(LOGIN_MAX_FAILURES);
    expect(counts.checked + counts.refused).toBe(60);
  });

  it('checks at most the account ceiling when they come from 60 addresses at once', async () => {
    const { email } = await newAccount();
    // Past the ceiling one more check is allowed 1, 2, 4 … s after the last: the clock stands still
    // through the burst, so however long it lasts none of those waits is over.
    const answers = await withClockStopped(() =>
      Promise.all(
        Array.from({ length: 60 }, (_, index) => attempt(email, 'wrong-password', `192.0.2.${100 + index}`)),
      ),
    );
    const counts = tally(answers.map((answer) => answer.statusCode));
    expect(counts.checked).toBeLessThanOrEqual(ACCOUNT_FREE_FAILURES);
    expect(counts.checked + counts.refused).toBe(60);
    const refused = answers.find((answer) => answer.statusCode === 429);
    expect(Number(refused?.headers['retry-after'])).toBeLessThanOrEqual(ACCOUNT_MAX_DELAY_SECONDS);
  });

  it('keeps the owner out only for the growing delay after the last failure, at most a minute', async () => {
    const { email, password } = await newAccount();
    const failures = (count: number, secondsAgo: number) =>
      t.app.db.insert(loginFailures).values(
        Array.from({ length: count }, (_, index) => ({
          email,
          ip: `198.18.0.${index + 1}`,
          at: new Date(Date.now() - secondsAgo * 1000),
        })),
      );
    // 40 failures from 40 addresses, the last 30 s ago: the delay is at its cap, 30 s are left.
    const waiting = await withClockStopped(async () => {
      await failures(40, 30);
      return attempt(email, password, '203.0.113.50');
    });
    expect(waiting.statusCode).toBe(429);
    expect(Number(waiting.headers['retry-after'])).toBe(ACCOUNT_MAX_DELAY_SECONDS - 30);
    // The same failures a bit more than a minute ago: the owner signs in.
    await t.app.db
      .update(loginFailures)
      .set({ at: new Date(Date.now() - (ACCOUNT_MAX_DELAY_SECONDS + 2) * 1000) })
      .where(eq(loginFailures.email, email));
    expect((await attempt(email, password, '203.0.113.50')).statusCode).toBe(200);
  });
});

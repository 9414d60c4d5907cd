import { busInput } from './test/fixtures';
import { PRIVATE_POSTGRES_TESTS_RUN, PrivatePostgres } from './test/private-postgres';
import { login, PROCESS_TEST_TIMEOUT, send, serverHarness } from './test/server-process';
import { waitUntil } from './test/wait-until';

/** Any answer must come back: a hang is a failure, however long the test waits. */
const ANSWER_WITHIN_MS = 30_000;

async function get(base: string, path: string, cookie = '', language = 'ar') {
  return fetch(`${base}${path}`, {
    headers: { cookie, 'accept-language': language },
    signal: AbortSignal.timeout(ANSWER_WITHIN_MS),
  });
}

// Runs wherever the PostgreSQL server binaries are installed (CI's machine has them): the cluster
// is private to the test, so the machine's shared server is never restarted.
describe.runIf(PRIVATE_POSTGRES_TESTS_RUN)('the API while its PostgreSQL restarts', () => {
  const start = serverHarness();

  it(
    'answers 503 problem+json while PostgreSQL is down, reports not ready, and recovers without a restart',
    async () => {
      const postgres = await PrivatePostgres.create();
      try {
        await postgres.start();
        const api = await start({ DATABASE_URL: postgres.url });
        const session = await login(api.base);
        const before = await send(
          api.base,
          session,
          'POST',
          '/api/v1/buses',
          busInput({ plateNumber: '1 PGR' }),
        );
        expect(before.status).toBe(201);
        const bus = (await before.json()) as { id: string };

        // A steady stream of reads and writes runs across the outage: every answer is a success
        // or a 503, never a 500 and never a hang.
        const statuses: number[] = [];
        let streaming = true;
        const stream = (async () => {
          for (let i = 0; streaming; i++) {
            const answers = await Promise.all([
              get(api.base, '/api/v1/buses?pageSize=5', session.cookie),
              send(api.base, session, 'POST', '/api/v1/buses', busInput({ plateNumber: `${i % 9000} STR` })),
            ]);
            statuses.push(...answers.map((a) => a.status));
            await new Promise((r) => setTimeout(r, 50));
          }
        })();

        await postgres.stop();
        const down = await get(api.base, '/api/v1/buses', session.cookie, 'en');
        expect(down.status).toBe(503);
        expect(down.headers.get('content-type')).toContain('application/problem+json');
        expect(down.headers.get('retry-after')).toBe('5');
        expect(await down.json()).toMatchObject({
          status: 503,
          code: 'unavailable.database',
          title: 'The database cannot be reached right now; try again in a moment',
        });
        const write = await send(api.base, session, 'PUT', `/api/v1/buses/${bus.id}`, {
          ...busInput({ plateNumber: '1 PGR' }),
          version: 1,
        });
        expect(write.status).toBe(503);
        expect(await write.json()).toMatchObject({
          code: 'unavailable.database',
          title: 'تعذّر الوصول إلى قاعدة البيانات الآن، حاول بعد لحظات',
        });
        const signIn = await fetch(`${api.base}/api/v1/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'nobody@rihla.local', password: 'not-a-password' }),
          signal: AbortSignal.timeout(ANSWER_WITHIN_MS),
        });
        expect(signIn.status).toBe(503);
        const ready = await get(api.base, '/api/ready');
        expect(ready.status).toBe(503);
        expect(await ready.json()).toMatchObject({ code: 'unavailable' });
        // The process itself is alive (liveness), only not ready.
        expect((await get(api.base, '/api/health')).status).toBe(200);

        await postgres.start();
        // The pool replaces its dropped connections by itself: no API restart.
        const readyAgain = await waitUntil(
          async () => (await get(api.base, '/api/ready')).status === 200,
          60_000,
        );
        if (!readyAgain) throw new Error(`not ready again:\n${api.output()}`);
        streaming = false;
        await stream;
        expect(statuses.filter((s) => s !== 200 && s !== 201 && s !== 503)).toEqual([]);
        expect(statuses).toContain(503);

        // The same session still works (sessions live in the database), reads and writes succeed.
        const read = await get(api.base, `/api/v1/buses/${bus.id}`, session.cookie);
        expect(read.status).toBe(200);
        const after = await send(
          api.base,
          session,
          'POST',
          '/api/v1/buses',
          busInput({ plateNumber: '2 PGR' }),
        );
        expect(after.status).toBe(201);
        expect(api.process.exitCode).toBeNull();
        api.process.kill('SIGTERM');
        await api.exited;
      } finally {
        await postgres.destroy();
      }
    },
    PROCESS_TEST_TIMEOUT,
  );
});

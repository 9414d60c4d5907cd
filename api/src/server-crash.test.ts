import { randomUUID } from 'node:crypto';
import { DATABASES } from './test/databases';
import { busInput } from './test/fixtures';
import { killMidBurst } from './test/kill-mid-burst';
import { login, PROCESS_TEST_TIMEOUT, send, serverHarness, storage } from './test/server-process';

describe.each(DATABASES)('the server process (SIGKILL) on %s', (kind) => {
  const start = serverHarness();

  it(
    'leaves no half-written bus after SIGKILL mid-burst, and retried keys never duplicate',
    async () => {
      const store = await storage(kind);
      try {
        const first = await start(store.env);
        const session = await login(first.base);
        const requests = Array.from({ length: 100 }, (_, i) => ({
          key: randomUUID(),
          body: busInput({ plateNumber: `${100 + i} KIL` }),
        }));
        const acknowledged: string[] = [];
        await killMidBurst(
          requests,
          async ({ key, body }) => {
            const response = await send(first.base, session, 'POST', '/api/v1/buses', body, key);
            if (response.status !== 201) return false;
            acknowledged.push(((await response.json()) as { id: string }).id);
            return true;
          },
          () => first.process.kill('SIGKILL'),
        );
        await first.exited;
        expect(acknowledged.length).toBeGreaterThanOrEqual(3);
        expect(acknowledged.length).toBeLessThan(requests.length);

        const second = await start(store.env);
        const again = await login(second.base);
        const list = async () => {
          const response = await fetch(`${second.base}/api/v1/buses?q=KIL&pageSize=100`, {
            headers: { cookie: again.cookie },
          });
          return (await response.json()) as { items: { id: string }[]; total: number };
        };
        const before = await list();
        expect(before.total).toBeLessThan(requests.length);
        const survivors = before.items.map((b) => b.id);
        for (const id of acknowledged) expect(survivors).toContain(id);
        // Every bus that exists has its audit row: entity and audit committed together.
        for (const id of survivors) {
          const history = await fetch(`${second.base}/api/v1/buses/${id}/history`, {
            headers: { cookie: again.cookie },
          });
          expect(((await history.json()) as { total: number }).total, id).toBe(1);
        }
        // The client retries everything with its keys: committed ones replay, the rest are created once.
        for (const { key, body } of requests) {
          const retry = await send(second.base, again, 'POST', '/api/v1/buses', body, key);
          expect(retry.status).toBe(201);
        }
        expect((await list()).total).toBe(requests.length);
        second.process.kill('SIGTERM');
        await second.exited;
      } finally {
        await store.cleanup();
      }
    },
    PROCESS_TEST_TIMEOUT,
  );
});

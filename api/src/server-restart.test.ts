import { DATABASES } from './test/databases';
import { busInput } from './test/fixtures';
import { login, PROCESS_TEST_TIMEOUT, send, serverHarness, storage } from './test/server-process';

describe.each(DATABASES)('the server process (restart) on %s', (kind) => {
  const start = serverHarness();

  it(
    'keeps data across a graceful restart',
    async () => {
      const store = await storage(kind);
      try {
        const first = await start(store.env);
        const session = await login(first.base);
        const created = await send(
          first.base,
          session,
          'POST',
          '/api/v1/buses',
          busInput({ plateNumber: '1 RST' }),
        );
        expect(created.status).toBe(201);
        const bus = (await created.json()) as { id: string };
        first.process.kill('SIGTERM');
        expect(await first.exited).toBe(0);

        const second = await start(store.env);
        const again = await login(second.base);
        const read = await fetch(`${second.base}/api/v1/buses/${bus.id}`, {
          headers: { cookie: again.cookie },
        });
        expect(read.status).toBe(200);
        expect(await read.json()).toMatchObject({ id: bus.id, plateNumber: '1 RST' });
        second.process.kill('SIGTERM');
        await second.exited;
      } finally {
        await store.cleanup();
      }
    },
    PROCESS_TEST_TIMEOUT,
  );
});

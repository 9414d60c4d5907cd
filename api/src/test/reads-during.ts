import type { FastifyInstance } from 'fastify';
import { expect, vi } from 'vitest';
import type { Agent } from './agent';

/**
 * Sends `write` and, the moment it first opens a transaction, `reads` (each must answer 200);
 * answers the order they finished in, the write as `'write'`: last when no read waited for it.
 */
export async function finishOrder(
  app: FastifyInstance,
  admin: Agent,
  write: () => Promise<{ statusCode: number; body: string }>,
  reads: string[],
): Promise<{ order: string[]; response: { statusCode: number; body: string } }> {
  const db = app.db;
  const transaction = db.transaction.bind(db);
  let startWriting = () => {};
  const startedWriting = new Promise<void>((resolve) => {
    startWriting = resolve;
  });
  const spy = vi.spyOn(db, 'transaction').mockImplementation(((work, config) => {
    // The notice worker's claims (every NOTICE_POLL_MS) are not the write.
    if (!new Error().stack?.includes('notice-delivery')) startWriting();
    return transaction(work, config);
  }) as typeof db.transaction);
  const order: string[] = [];
  const writing = write().then((response) => {
    order.push('write');
    return response;
  });
  await startedWriting;
  spy.mockRestore();
  const answered = reads.map((url) =>
    admin.call('GET', url).then((response) => {
      order.push(url);
      return response.statusCode;
    }),
  );
  expect(await Promise.all(answered)).toEqual(reads.map(() => 200));
  return { order, response: await writing };
}

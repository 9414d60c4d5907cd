import { sql } from 'drizzle-orm';
import pg from 'pg';
import { PRIVATE_POSTGRES_TESTS_RUN, PrivatePostgres } from '../test/private-postgres';
import { openDatabase } from './client';

/** What a PostgreSQL restart does to every connection: the server ends it, in use or not. */
async function terminateOthers(url: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
  } finally {
    await admin.end();
  }
}

// A private cluster (as in the restart test), so it runs on every runtime CI tries, not only where
// TEST_DATABASE_URL is set.
describe.runIf(PRIVATE_POSTGRES_TESTS_RUN)('a PostgreSQL connection lost while in use', () => {
  it('fails that transaction, not the process, and the next request gets a new connection', async () => {
    const database = await PrivatePostgres.create();
    await database.start();
    const handle = await openDatabase({ databaseUrl: database.url });
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const transaction = handle.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        // Between two queries the connection is checked out and idle: the server ends it now.
        await terminateOthers(database.url);
        await new Promise((resolve) => setTimeout(resolve, 300));
        await tx.execute(sql`select 2`);
      });
      await expect(transaction).rejects.toThrow();
      const after = (await handle.db.execute(sql`select 3 as n`)) as unknown as { rows: { n: number }[] };
      expect(after.rows).toEqual([{ n: 3 }]);
      expect(quiet).toHaveBeenCalledWith('postgres: connection in use lost', expect.any(String));
    } finally {
      quiet.mockRestore();
      await handle.close();
      await database.destroy();
    }
  });
});

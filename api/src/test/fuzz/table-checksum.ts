import { sql } from 'drizzle-orm';
import type { Database } from '../../db/types';

/**
 * Tables a refused request may still write by design: a sign-in failure, a wrong current password
 * or a public hit is counted (that is the rate limit), and a session's expiry slides on use.
 */
const WRITTEN_BY_REFUSALS = new Set(['sessions', 'login_failures', 'password_failures', 'public_hits']);

/**
 * Tables a background worker changes between requests: the notice outbox delivers what an earlier,
 * accepted request queued. Only which rows exist counts there, not their delivery state.
 */
const CHANGED_IN_THE_BACKGROUND = new Set(['notices']);

type Rows<T> = { rows: T[] };

/** One digest of every row of every other table: equal before and after means nothing was written. */
export async function tableChecksum(db: Database): Promise<string> {
  const tables = (
    (await db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    )) as unknown as Rows<{ table_name: string }>
  ).rows
    .map((row) => row.table_name)
    .filter((name) => !WRITTEN_BY_REFUSALS.has(name));
  const parts = tables.map((name) =>
    CHANGED_IN_THE_BACKGROUND.has(name)
      ? `coalesce((select md5(string_agg(t.id::text, '|' order by t.id)) from "${name}" t), '-')`
      : `coalesce((select md5(string_agg(t::text, '|' order by t::text)) from "${name}" t), '-')`,
  );
  const result = (await db.execute(
    sql.raw(`select md5(${parts.join(" || ',' || ")}) as digest`),
  )) as unknown as Rows<{
    digest: string;
  }>;
  return result.rows[0]!.digest;
}

import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePgliteDb } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_FOLDER } from '../migrations-folder';
import type * as schema from './schema';

/** The same drizzle-kit SQL migrations, applied at start on either database. */
export function migratePglite(db: PgliteDatabase<typeof schema>): Promise<void> {
  return migratePgliteDb(db, { migrationsFolder: MIGRATIONS_FOLDER });
}

export function migratePostgres(db: NodePgDatabase<typeof schema>): Promise<void> {
  return migrateNodePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
}

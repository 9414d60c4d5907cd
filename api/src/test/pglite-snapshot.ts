import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { PGLITE_OPTIONS } from '../db/client';
import { migratePglite } from '../db/migrate';
import * as schema from '../db/schema';
import { MIGRATIONS_FOLDER } from '../migrations-folder';
import { bootstrapTestAdmin, TEST_ADMIN } from './test-admin';

/**
 * A migrated PGlite data dir holding the test administrator, as an uncompressed tarball cached by
 * the migrations' content: initdb costs 5-20 s and hashing the administrator's password 0.5 s,
 * loading the tarball into memory 1-2 s (a gzip one 40 % more), so every test app gets its own
 * fresh database from it.
 */
export async function ensurePgliteSnapshot(): Promise<string> {
  const hash = createHash('sha256').update(JSON.stringify(TEST_ADMIN));
  for (const file of readdirSync(MIGRATIONS_FOLDER).sort()) {
    if (file.endsWith('.sql')) hash.update(readFileSync(join(MIGRATIONS_FOLDER, file)));
  }
  const path = join(tmpdir(), `rihla-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
  if (existsSync(path)) return path;
  const pglite = new PGlite(PGLITE_OPTIONS);
  const db = drizzle(pglite, { schema });
  await migratePglite(db);
  await bootstrapTestAdmin(db);
  const dump = await pglite.dumpDataDir('none');
  await pglite.close();
  const partial = `${path}.${process.pid}.tmp`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, path);
  return path;
}

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

/**
 * A migrated, empty PGlite data dir as a tarball, cached by the migrations' content: initdb costs
 * 5-20 s, loading the tarball into memory about 2 s, so every test file gets its own fresh database.
 */
export async function ensurePgliteSnapshot(): Promise<string> {
  const hash = createHash('sha256');
  for (const file of readdirSync(MIGRATIONS_FOLDER).sort()) {
    if (file.endsWith('.sql')) hash.update(readFileSync(join(MIGRATIONS_FOLDER, file)));
  }
  const path = join(tmpdir(), `rihla-pglite-${hash.digest('hex').slice(0, 16)}.tar.gz`);
  if (existsSync(path)) return path;
  const pglite = new PGlite(PGLITE_OPTIONS);
  await migratePglite(drizzle(pglite, { schema }));
  const dump = await pglite.dumpDataDir('gzip');
  await pglite.close();
  const partial = `${path}.${process.pid}.tmp`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, path);
  return path;
}

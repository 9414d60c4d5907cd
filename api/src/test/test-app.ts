import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { type BuildOptions, buildApp } from '../app';
import { loadConfig } from '../config/env';
import { PGLITE_OPTIONS } from '../db/client';
import { createPostgresDatabase, type DatabaseKind } from './databases';
import { TEST_ADMIN } from './test-admin';

export interface TestApp {
  app: FastifyInstance;
  close(): Promise<void>;
}

/**
 * The migrated data dir every PGlite of this worker process loads, read once. Workers are reused
 * across test files (`isolate: false`), and PGlite keeps its compiled WebAssembly module per
 * process, so a file's database costs only the load of this snapshot into memory.
 */
let snapshot: Promise<Blob> | undefined;

/** A fresh in-memory PGlite, migrated and holding the test administrator. */
export async function freshPglite(): Promise<PGlite> {
  snapshot ??= readFile(inject('pgliteSnapshot')).then((bytes) => new Blob([bytes]));
  const pglite = new PGlite({ ...PGLITE_OPTIONS, loadDataDir: await snapshot });
  await pglite.waitReady;
  return pglite;
}

/** The real app on its own fresh database (an in-memory PGlite, or a new PostgreSQL database). */
export async function startTestApp(
  kind: DatabaseKind,
  extraEnv: Record<string, string> = {},
  { logStream }: Pick<BuildOptions, 'logStream'> = {},
): Promise<TestApp> {
  const logging = { logger: logStream !== undefined, logStream };
  const env = { SEED: 'none', ...TEST_ADMIN, LOG_LEVEL: 'silent', ...extraEnv };
  if (kind === 'postgres') {
    const database = await createPostgresDatabase();
    const app = await buildApp(loadConfig({ ...env, DATABASE_URL: database.url }), logging);
    return {
      app,
      close: async () => {
        await app.close();
        await database.drop();
      },
    };
  }
  const app = await buildApp(loadConfig(env), { pglite: await freshPglite(), ...logging });
  return { app, close: () => app.close() };
}

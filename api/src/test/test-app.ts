import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config/env';
import { PGLITE_OPTIONS } from '../db/client';
import { createPostgresDatabase, type DatabaseKind } from './databases';

export const ADMIN_EMAIL = 'admin@rihla.test';
export const ADMIN_PASSWORD = 'admin-password-1';

export interface TestApp {
  app: FastifyInstance;
  close(): Promise<void>;
}

/** The real app on its own fresh database (PGlite in memory from the snapshot, or a new PostgreSQL db). */
export async function startTestApp(
  kind: DatabaseKind,
  extraEnv: Record<string, string> = {},
): Promise<TestApp> {
  const env = { SEED: 'none', ADMIN_EMAIL, ADMIN_PASSWORD, LOG_LEVEL: 'silent', ...extraEnv };
  if (kind === 'postgres') {
    const database = await createPostgresDatabase();
    const app = await buildApp(loadConfig({ ...env, DATABASE_URL: database.url }), { logger: false });
    return {
      app,
      close: async () => {
        await app.close();
        await database.drop();
      },
    };
  }
  const snapshot = new Blob([readFileSync(inject('pgliteSnapshot'))]);
  const pglite = new PGlite({ ...PGLITE_OPTIONS, loadDataDir: snapshot });
  const app = await buildApp(loadConfig(env), { pglite, logger: false });
  return { app, close: () => app.close() };
}

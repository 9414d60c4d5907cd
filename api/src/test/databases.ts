import { inject } from 'vitest';
import { databaseUrl, dropDatabase, onServer, throwawayName } from './postgres-template';

export type DatabaseKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when the run has it (TEST_DATABASE_URL). Every suite runs once per entry. */
export const DATABASES: DatabaseKind[] = inject('postgresTemplate') ? ['pglite', 'postgres'] : ['pglite'];

/** A fresh PostgreSQL database for one test, a copy of the run's migrated template; `drop` removes it. */
export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const template = inject('postgresTemplate');
  if (!template) throw new Error('this run has no PostgreSQL (TEST_DATABASE_URL is not set)');
  const name = throwawayName();
  await onServer(`create database ${name} template ${template}`);
  return { url: databaseUrl(name), drop: () => dropDatabase(name) };
}

import { randomBytes } from 'node:crypto';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { migratePostgres } from '../db/migrate';
import * as schema from '../db/schema';
import { bootstrapTestAdmin } from './test-admin';

/** TEST_DATABASE_PREFIX: a shared server's naming rule for throwaway databases. */
export function throwawayName(): string {
  return `${process.env.TEST_DATABASE_PREFIX ?? 'rihla_test'}_${randomBytes(6).toString('hex')}`;
}

/** Runs one statement on the server's administrative connection (TEST_DATABASE_URL). */
export async function onServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export function databaseUrl(name: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.href;
}

export const dropDatabase = (name: string) => onServer(`drop database if exists ${name} with (force)`);

/**
 * The run's PostgreSQL, checked and prepared once by the API projects' global setup: a database
 * migrated and holding the test administrator, which every test's database copies (`create
 * database … template …` instead of 18 migrations each). Without TEST_DATABASE_URL the PostgreSQL
 * half of the suites does not run: CI fails then, rather than pass with it untested. A server
 * that does not answer fails the run anywhere.
 */
export async function preparePostgresTemplate(): Promise<{ name: string; drop(): Promise<void> } | null> {
  if (!process.env.TEST_DATABASE_URL) {
    if (process.env.CI) {
      throw new Error('CI is set but TEST_DATABASE_URL is not: the API suites would not run on PostgreSQL');
    }
    return null;
  }
  const name = `${throwawayName()}_template`;
  await onServer(`create database ${name}`);
  const pool = new pg.Pool({ connectionString: databaseUrl(name), max: 1 });
  try {
    const db = drizzle(pool, { schema });
    await migratePostgres(db);
    await bootstrapTestAdmin(db);
  } finally {
    await pool.end();
  }
  return { name, drop: () => dropDatabase(name) };
}

import type { TestProject } from 'vitest/node';
import { ensurePgliteSnapshot } from './pglite-snapshot';
import { preparePostgresTemplate } from './postgres-template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data dir with the test administrator (tarball): see test-app's `freshPglite`. */
    pgliteSnapshot: string;
    /** The migrated database every PostgreSQL test database copies; null when the run has no PostgreSQL. */
    postgresTemplate: string | null;
  }
}

export default async function setup(project: TestProject) {
  project.provide('pgliteSnapshot', await ensurePgliteSnapshot());
  const template = await preparePostgresTemplate();
  project.provide('postgresTemplate', template?.name ?? null);
  return () => template?.drop();
}

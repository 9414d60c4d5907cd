import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    globals: true,
    include: ['src/**/*.test.ts'],
    // Builds (or reuses) one migrated PGlite snapshot, and the run's PostgreSQL template.
    globalSetup: ['src/test/global-setup.ts'],
    pool: 'forks',
    isolate: false,
    // A demo seed or a 10 000-row import in one test took 60-70 s on a loaded 2-core machine (load
    // average 11): the limit only stops a hung test, it never times one that passes.
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});

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
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});

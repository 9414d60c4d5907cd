import { defineConfig } from 'vitest/config';

// One runner for every package's unit, component and API tests.
export default defineConfig({
  test: {
    projects: ['shared', 'api', 'host', 'landing', 'remotes/*', 'deploy'],
  },
});

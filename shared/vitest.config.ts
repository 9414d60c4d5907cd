import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'shared',
    environment: 'jsdom',
    // One fresh module graph per file (the default isolation): run together in reused workers, 19
    // tests here fail on state another file left behind (module mocks, the toast and i18n singletons);
    // the remotes and the landing reuse theirs.
    globals: true,
    setupFiles: ['@rihla/shared/test/patient-queries'],
    // antd component tests take seconds on a loaded 2-core CI machine; the default 5 s is too tight.
    testTimeout: 60_000,
  },
});

import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'landing',
    environment: 'jsdom',
    isolate: false,
    globals: true,
    // antd component tests take seconds on a loaded 2-core CI machine; the default 5 s is too tight.
    testTimeout: 60_000,
  },
});

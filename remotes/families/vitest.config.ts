import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'families',
    environment: 'jsdom',
    isolate: false,
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    testTimeout: 60_000,
  },
});

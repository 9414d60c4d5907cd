import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'finance',
    environment: 'jsdom',
    globals: true,
    // One jsdom per worker for all its files: none of them mocks modules or patches globals.
    isolate: false,
    setupFiles: ['./src/test/setup.ts'],
    testTimeout: 60_000,
  },
});

import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'family',
    environment: 'jsdom',
    isolate: false,
    globals: true,
  },
});

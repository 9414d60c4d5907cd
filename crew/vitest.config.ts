import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'crew',
    environment: 'jsdom',
    isolate: false,
    globals: true,
  },
});

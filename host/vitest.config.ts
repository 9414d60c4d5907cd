import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'host', environment: 'jsdom', globals: true },
});

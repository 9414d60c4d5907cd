import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'landing', environment: 'jsdom', globals: true },
});

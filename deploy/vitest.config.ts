import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'deploy', environment: 'node', globals: true, include: ['src/**/*.test.ts'] },
});

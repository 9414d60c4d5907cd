import { defineConfig } from 'tsup';

// One ESM file; @rihla/shared is TypeScript source, so it is bundled in. Other deps stay in node_modules.
export default defineConfig({
  entry: ['src/server.ts', 'src/modules/planner/planner.worker.ts'],
  outDir: 'dist',
  format: ['esm'],
  target: 'node24',
  platform: 'node',
  clean: true,
  sourcemap: true,
  splitting: false,
  noExternal: [/@rihla\/shared/],
});

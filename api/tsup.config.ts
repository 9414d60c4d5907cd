import { defineConfig } from 'tsup';

// ESM files (the server and the planner's worker); @rihla/shared is TypeScript source, so it is bundled in. Other deps stay in node_modules.
export default defineConfig({
  // The planner's worker thread is its own file beside server.js (run-in-worker.ts loads ./planner.worker.js).
  entry: { server: 'src/server.ts', 'planner.worker': 'src/modules/planner/planner.worker.ts' },
  outDir: 'dist',
  format: ['esm'],
  target: 'node24',
  platform: 'node',
  clean: true,
  sourcemap: true,
  splitting: false,
  noExternal: [/@rihla\/shared/],
});

import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { LongestFirst } from './vitest.sequencer';

// One runner for every package's unit, component and API tests.
export default defineConfig({
  test: {
    projects: ['shared', 'api', 'host', 'landing', 'crew', 'family', 'remotes/*', 'deploy'],
    // Vitest's default in a run is one worker fewer than the cores: on the 2-core CI machine one
    // file at a time, most of the API's waiting on timers, restarts and PostgreSQL, with every
    // file's imports in between. Two at least (docs/benchmarks.md, "CI time").
    maxWorkers: Math.max(2, availableParallelism() - 1),
    sequence: { sequencer: LongestFirst },
  },
});

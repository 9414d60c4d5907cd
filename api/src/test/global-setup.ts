import type { TestProject } from 'vitest/node';
import { ensurePgliteSnapshot } from './pglite-snapshot';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
  }
}

export default async function setup(project: TestProject) {
  project.provide('pgliteSnapshot', await ensurePgliteSnapshot());
}

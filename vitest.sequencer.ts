import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Every project's files in one queue, the longest first, so the workers do not end the run on a
 * long file started last (vitest's own order takes the projects one after another): by the last
 * run's durations in vitest's cache; files it has not timed (a clean clone) first, largest first.
 */
export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const { cache, config } = this.ctx;
    const key = (file: TestSpecification) => `${file.project.name}:${relative(config.root, file.moduleId)}`;
    const duration = (file: TestSpecification) => cache.getFileTestResults(key(file))?.duration;
    const size = (file: TestSpecification) => cache.getFileStats(key(file))?.size ?? 0;
    return [...files].sort((a, b) => {
      const [timedA, timedB] = [duration(a), duration(b)];
      if (timedA === undefined || timedB === undefined) {
        if (timedA !== timedB) return timedA === undefined ? -1 : 1;
        return size(b) - size(a);
      }
      return timedB - timedA;
    });
  }
}

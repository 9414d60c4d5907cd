import type { Problem } from '../contracts/common';

/** An API answer that was not 2xx, with its problem+json body when it had one. */
export class ProblemError extends Error {
  readonly status: number;
  readonly problem: Problem;

  constructor(problem: Problem) {
    super(problem.detail ?? problem.title);
    this.name = 'ProblemError';
    this.status = problem.status;
    this.problem = problem;
  }

  /** 409 from a stale `version`: someone else saved the entity first. */
  get isStale(): boolean {
    return this.status === 409 && this.problem.code === 'conflict.stale';
  }

  /** Field errors keyed by dotted path, e.g. `{ plateNumber: 'رقم اللوحة مستخدم' }`. */
  fieldErrors(): Record<string, string> {
    const out: Record<string, string> = {};
    for (const e of this.problem.errors ?? []) out[e.path] ??= e.message;
    return out;
  }
}

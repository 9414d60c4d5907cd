/**
 * Which side of an incompatible pair is behind: the console open in the tab (a remote released
 * for a newer @rihla/shared contract) or the remote (released for an older major of it).
 */
export type BehindSide = 'console' | 'area';

/** The remote's build does not fit the shared contract this console provides; it was not loaded. */
export class IncompatibleRemoteError extends Error {
  constructor(
    readonly remote: string,
    readonly behind: BehindSide,
    readonly detail: string,
  ) {
    super(`Remote ${remote} does not fit this console: ${detail}`);
    this.name = 'IncompatibleRemoteError';
  }
}

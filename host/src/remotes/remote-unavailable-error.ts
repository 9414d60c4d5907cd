/** The remote is not in /remotes-manifest.json: not deployed right now. */
export class RemoteUnavailableError extends Error {
  constructor(readonly remote: string) {
    super(`Remote ${remote} is not deployed`);
    this.name = 'RemoteUnavailableError';
  }
}

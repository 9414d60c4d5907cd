import type { ZodError } from 'zod';

/**
 * A 2xx answer whose body does not match its contract (a newer or older API than this screen,
 * or a proxy's page instead of JSON). The screens show it as a translated "unexpected answer"
 * error, never as half-rendered data.
 */
export class ContractError extends Error {
  /** The request's URL, for the console and error reports. */
  readonly url: string;
  readonly issues: ZodError['issues'];

  constructor(url: string, issues: ZodError['issues']) {
    const first = issues[0];
    super(
      `Answer of ${url} does not match its contract${first ? ` at ${first.path.join('.') || '(root)'}: ${first.message}` : ''}`,
    );
    this.name = 'ContractError';
    this.url = url;
    this.issues = issues;
  }
}

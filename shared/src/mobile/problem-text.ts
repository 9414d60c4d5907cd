import { ProblemError } from '../http/problem-error';

/**
 * What to tell a phone app's user about a failed request: the API's own text (it answers in the
 * page's language), the first field's message for a validation error, else `networkText`.
 */
export function problemText(error: unknown, networkText: string): string {
  if (error instanceof ProblemError) {
    const field = error.problem.errors?.[0]?.message;
    return field ?? error.problem.title;
  }
  return networkText;
}

import { ProblemError } from '@rihla/shared/http/problem-error';
import type { CrewMessages } from '../../messages';

/**
 * What to tell the crew member about a failed request: the API's own text (it answers in the
 * page's language), the first field's message for a validation error, else the connection text.
 */
export function problemText(error: unknown, m: CrewMessages): string {
  if (error instanceof ProblemError) {
    const field = error.problem.errors?.[0]?.message;
    return field ?? error.problem.title;
  }
  return m.errors.network;
}

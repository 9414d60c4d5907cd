import { type Session, sessionSchema } from '@rihla/shared/contracts/auth';
import { parseAnswer } from '@rihla/shared/http/parse-answer';
import { ProblemError } from '@rihla/shared/http/problem-error';
import { api } from './api';

/** GET /auth/me: the session, or null when nobody is signed in. Other failures are thrown. */
export async function fetchSession(): Promise<Session | null> {
  try {
    // Awaited here, so a 401 is caught below rather than rejected past this function.
    return await parseAnswer(api.get('auth/me', { retry: 0 }), sessionSchema);
  } catch (error) {
    if (error instanceof ProblemError && error.status === 401) return null;
    throw error;
  }
}

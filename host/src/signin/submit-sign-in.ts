import { type LoginInput, loginSchema, sessionSchema } from '@rihla/shared/contracts/auth';
import { problemSchema } from '@rihla/shared/contracts/common';
import { issueMessage } from '@rihla/shared/i18n/validation-messages';
import type { Locale } from '@rihla/shared/routes/route-table';
import type { SignInTexts } from './sign-in-texts';

export type FieldErrors = Partial<Record<keyof LoginInput, string>>;

export type SignInOutcome =
  | { kind: 'invalid'; fieldErrors: FieldErrors }
  | { kind: 'refused'; message: string }
  | { kind: 'signed-in'; savedLocale: Locale | null };

/**
 * Checks the form against the API's own contract, then posts it to POST /api/v1/auth/login.
 * Loaded on the form's first use, so the page's first load carries no zod.
 */
export async function submitSignIn(
  values: { email: unknown; password: unknown },
  locale: Locale,
  texts: SignInTexts,
  fetchImpl: typeof fetch = fetch,
): Promise<SignInOutcome> {
  const parsed = loginSchema.safeParse(values);
  if (!parsed.success) {
    const fieldErrors: FieldErrors = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof LoginInput;
      fieldErrors[field] ??= issueMessage(issue, locale);
    }
    return { kind: 'invalid', fieldErrors };
  }
  let response: Response;
  try {
    // The API answers its errors in the request's language; the session cookie comes back set.
    response = await fetchImpl('/api/v1/auth/login', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', 'accept-language': locale },
      body: JSON.stringify(parsed.data),
    });
  } catch {
    return { kind: 'refused', message: texts.networkError };
  }
  // Read whole in every case: an answer left unread keeps its request open in the browser.
  const body: unknown = await response.json().catch(() => null);
  // No retry: a second attempt after a wrong password only burns the rate limit.
  if (response.status === 429) return { kind: 'refused', message: texts.rateLimited };
  if (!response.ok) {
    const problem = problemSchema.safeParse(body);
    if (problem.success) return { kind: 'refused', message: problem.data.detail ?? problem.data.title };
    return { kind: 'refused', message: texts.networkError };
  }
  const session = sessionSchema.safeParse(body);
  if (!session.success) return { kind: 'refused', message: texts.networkError };
  return { kind: 'signed-in', savedLocale: session.data.operator.locale };
}

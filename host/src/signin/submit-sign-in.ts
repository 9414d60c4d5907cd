import { type LoginInput, loginSchema, sessionSchema } from '@rihla/shared/contracts/auth';
import { problemSchema } from '@rihla/shared/contracts/common';
import { loginCodeSchema, secondFactorChallengeSchema } from '@rihla/shared/contracts/second-factor';
import { issueMessage } from '@rihla/shared/i18n/validation-messages';
import type { Locale } from '@rihla/shared/routes/route-table';
import type { SignInTexts } from './sign-in-texts';

export type FieldErrors = Partial<Record<keyof LoginInput | 'code', string>>;

export type SignInOutcome =
  | { kind: 'invalid'; fieldErrors: FieldErrors }
  | { kind: 'refused'; message: string; code?: string }
  | { kind: 'code-required'; challenge: string; rememberDeviceDays: number }
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
      const field = issue.path[0] as keyof FieldErrors;
      fieldErrors[field] ??= issueMessage(issue, locale);
    }
    return { kind: 'invalid', fieldErrors };
  }
  return post('/api/v1/auth/login', parsed.data, locale, texts, fetchImpl);
}

/** The second step: the authenticator's code (or a recovery code) for the challenge the password earned. */
export async function submitCode(
  values: { challenge: string; code: unknown; rememberDevice: boolean },
  locale: Locale,
  texts: SignInTexts,
  fetchImpl: typeof fetch = fetch,
): Promise<SignInOutcome> {
  const parsed = loginCodeSchema.safeParse(values);
  if (!parsed.success) return { kind: 'invalid', fieldErrors: { code: texts.codeRequired } };
  return post('/api/v1/auth/login/code', parsed.data, locale, texts, fetchImpl);
}

async function post(
  url: string,
  body: unknown,
  locale: Locale,
  texts: SignInTexts,
  fetchImpl: typeof fetch,
): Promise<SignInOutcome> {
  let response: Response;
  try {
    // The API answers its errors in the request's language; the session cookie comes back set.
    response = await fetchImpl(url, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', 'accept-language': locale },
      body: JSON.stringify(body),
    });
  } catch {
    return { kind: 'refused', message: texts.networkError };
  }
  // Read whole in every case: an answer left unread keeps its request open in the browser.
  const answer: unknown = await response.json().catch(() => null);
  // No retry: a second attempt after a wrong password or code only burns the rate limit.
  if (response.status === 429) return { kind: 'refused', message: texts.rateLimited };
  if (!response.ok) {
    const problem = problemSchema.safeParse(answer);
    if (problem.success) {
      return { kind: 'refused', message: problem.data.detail ?? problem.data.title, code: problem.data.code };
    }
    return { kind: 'refused', message: texts.networkError };
  }
  const challenge = secondFactorChallengeSchema.safeParse(answer);
  if (challenge.success) {
    const { challenge: token, rememberDeviceDays } = challenge.data;
    return { kind: 'code-required', challenge: token, rememberDeviceDays };
  }
  const session = sessionSchema.safeParse(answer);
  if (!session.success) return { kind: 'refused', message: texts.networkError };
  return { kind: 'signed-in', savedLocale: session.data.operator.locale };
}

import { createApiClient } from '@rihla/shared/http/api-client';
import type { Locale } from '@rihla/shared/routes/route-table';

/**
 * The crew app's HTTP client: the shared ky client (retry once, Idempotency-Key on writes,
 * problem+json errors) with the crew's own session cookie, so no CSRF token (the cookie is
 * SameSite=Strict and sent to /api/v1/crew only), and answers in the page's language.
 */
export function crewApi(locale: Locale) {
  return createApiClient({ baseUrl: '/api/v1', getCsrfToken: () => undefined, getLocale: () => locale });
}

export type CrewApi = ReturnType<typeof crewApi>;

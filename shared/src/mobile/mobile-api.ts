import { createApiClient } from '../http/api-client';
import type { Locale } from '../routes/route-table';

/**
 * A phone app's HTTP client: the shared ky client (retry once, Idempotency-Key on writes,
 * problem+json errors) with the app's own session cookie, so no CSRF token (the cookie is
 * SameSite=Strict and sent to the app's part of the API only), and answers in the page's language.
 */
export function mobileApi(locale: Locale) {
  return createApiClient({ baseUrl: '/api/v1', getCsrfToken: () => undefined, getLocale: () => locale });
}

export type MobileApi = ReturnType<typeof mobileApi>;

/** Fills `{name}` placeholders of a phone app's copy. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

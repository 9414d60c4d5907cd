import ky, { type HTTPError, type KyInstance, type Options } from 'ky';
import { CSRF_HEADER, IDEMPOTENCY_HEADER } from '../contracts/auth';
import { problemSchema } from '../contracts/common';
import { ProblemError } from './problem-error';

/** Statuses worth one more try (spec section 7). */
export const RETRY_STATUSES = [408, 409, 425, 429, 500, 502, 503, 504];

export interface ApiClientOptions {
  /** Base URL from the app configuration, e.g. `/api/v1`. */
  baseUrl: string;
  /** The session's CSRF token, sent on every mutation. */
  getCsrfToken(): string | undefined;
  /** The UI language; the API answers its errors in it. */
  getLocale(): string;
  /** Called on a 401 so the shell can send the operator to sign in. */
  onUnauthorized?(): void;
  fetch?: typeof fetch;
}

export type ApiClient = KyInstance;

function newIdempotencyKey(): string {
  return globalThis.crypto.randomUUID();
}

/**
 * The one HTTP client of Rihla. Reads are retried once; writes are retried once only
 * because every mutation carries an Idempotency-Key, so a retry can never duplicate.
 * Every non-2xx answer becomes a `ProblemError`.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const base: Options = {
    prefixUrl: options.baseUrl.startsWith('/')
      ? new URL(options.baseUrl, globalThis.location?.origin).href
      : options.baseUrl,
    credentials: 'same-origin',
    timeout: 30_000,
    retry: {
      limit: 1,
      methods: ['get', 'head', 'options', 'post', 'put', 'patch', 'delete'],
      statusCodes: RETRY_STATUSES,
      // Only answers worth a second try; mutations get one only because they carry an Idempotency-Key.
      shouldRetry: ({ error }) => {
        if (error instanceof ProblemError) return RETRY_STATUSES.includes(error.status);
        return undefined;
      },
    },
    hooks: {
      beforeRequest: [
        (request) => {
          request.headers.set('accept-language', options.getLocale());
          if (request.method !== 'GET' && request.method !== 'HEAD') {
            const token = options.getCsrfToken();
            if (token) request.headers.set(CSRF_HEADER, token);
            if (!request.headers.has(IDEMPOTENCY_HEADER)) {
              request.headers.set(IDEMPOTENCY_HEADER, newIdempotencyKey());
            }
          }
        },
      ],
      beforeError: [
        async (error) => {
          if (error.response.status === 401) options.onUnauthorized?.();
          const body = await error.response
            .clone()
            .json()
            .catch(() => null);
          const parsed = problemSchema.safeParse(body);
          const problem = parsed.success
            ? parsed.data
            : { type: 'about:blank', title: error.response.statusText, status: error.response.status };
          // ky types this hook as HTTPError -> HTTPError; every caller sees a ProblemError instead.
          return new ProblemError(problem) as unknown as HTTPError;
        },
      ],
    },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  };
  return ky.create(base);
}

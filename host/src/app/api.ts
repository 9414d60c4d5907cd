import { createApiClient } from '@rihla/shared/http/api-client';
import { i18n } from '../i18n/i18n';
import { sessionStore } from './session-store';

export const API_BASE_URL = '/api/v1';

/** The one API client of the dashboard, handed to remotes through the shell context. */
export const api = createApiClient({
  baseUrl: API_BASE_URL,
  getCsrfToken: () => sessionStore.get()?.csrfToken,
  getLocale: () => i18n.language || 'ar',
  // An expired session sends the operator to sign in (the auth gate watches the store).
  onUnauthorized: () => sessionStore.set(null),
});

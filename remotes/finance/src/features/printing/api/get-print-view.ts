import type { ApiClient } from '@rihla/shared/http/api-client';

/** A printed document's page as the API renders it (self-contained HTML, no script), with the session. */
export function getPrintView(api: ApiClient, path: string): Promise<string> {
  return api.get(path).text();
}

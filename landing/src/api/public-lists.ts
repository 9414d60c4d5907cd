import type { PublicPackage } from '@rihla/shared/contracts/packages';
import type { PublicSchool } from '@rihla/shared/contracts/schools';
import type { Locale } from '@rihla/shared/routes/route-table';

/**
 * The public lists the landing page shows (no session; rate-limited by the API). The API
 * checks its answers against the same contracts, so the page reads them without loading zod:
 * it stays out of the first load.
 */
async function getList<T>(path: string, locale: Locale): Promise<T[]> {
  const response = await fetch(`/api/v1/public${path}`, { headers: { 'accept-language': locale } });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  const body: unknown = await response.json();
  if (!Array.isArray(body)) throw new Error(`GET ${path} did not answer a list`);
  return body as T[];
}

export const fetchPackages = (locale: Locale) => getList<PublicPackage>('/packages', locale);

export const fetchSchools = (locale: Locale) => getList<PublicSchool>('/schools', locale);

import { type PublicPackage, publicPackageSchema } from '@rihla/shared/contracts/packages';
import {
  type PublicRegistrationRequestBody,
  publicRegistrationResponseSchema,
} from '@rihla/shared/contracts/registration-requests';
import { type PublicSchool, publicSchoolSchema } from '@rihla/shared/contracts/schools';
import type { Locale } from '@rihla/shared/routes/route-table';
import { z } from 'zod';

/** The public endpoints the landing page uses (no session; rate-limited by the API). */
const BASE = '/api/v1/public';

/** The public lists are plain arrays (a handful of packages and schools). */
async function getList<T>(path: string, schema: z.ZodType<T>, locale: Locale): Promise<T[]> {
  const response = await fetch(`${BASE}${path}`, { headers: { 'accept-language': locale } });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  const body = await response.json();
  return z.array(schema).parse(body);
}

export const fetchPackages = (locale: Locale): Promise<PublicPackage[]> =>
  getList('/packages', publicPackageSchema, locale);

export const fetchSchools = (locale: Locale): Promise<PublicSchool[]> =>
  getList('/schools', publicSchoolSchema, locale);

export type SubmitResult =
  | { kind: 'created'; reference: string }
  /** Field path → translated message from the server. */
  | { kind: 'invalid'; fields: Record<string, string> }
  | { kind: 'too-many' }
  | { kind: 'failed' }
  | { kind: 'offline' };

const problemSchema = z.object({
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});

export async function submitRegistration(
  body: PublicRegistrationRequestBody,
  locale: Locale,
): Promise<SubmitResult> {
  let response: Response;
  try {
    response = await fetch(`${BASE}/registration-requests`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': locale },
      body: JSON.stringify(body),
    });
  } catch {
    return { kind: 'offline' };
  }
  if (response.status === 201) {
    const parsed = publicRegistrationResponseSchema.safeParse(await response.json().catch(() => null));
    return parsed.success ? { kind: 'created', reference: parsed.data.reference } : { kind: 'failed' };
  }
  if (response.status === 429) return { kind: 'too-many' };
  if (response.status === 400) {
    const problem = problemSchema.safeParse(await response.json().catch(() => null));
    const errors = problem.success ? (problem.data.errors ?? []) : [];
    if (errors.length > 0)
      return { kind: 'invalid', fields: Object.fromEntries(errors.map((e) => [e.path, e.message])) };
  }
  return { kind: 'failed' };
}

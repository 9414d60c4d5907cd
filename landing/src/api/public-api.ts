/** Sending the registration form (loaded on the first submit, with zod). */
import {
  type PublicRegistrationRequestBody,
  publicRegistrationResponseSchema,
} from '@rihla/shared/contracts/registration-requests';
import type { Locale } from '@rihla/shared/routes/route-table';
import { z } from 'zod';

export type SubmitResult =
  | { kind: 'created'; reference: string }
  /** Field path → translated message from the server. */
  | { kind: 'invalid'; fields: Record<string, string> }
  | { kind: 'too-many' }
  /** Every address's submissions together reached the hourly cap (`public.busy`). */
  | { kind: 'busy' }
  | { kind: 'failed' }
  | { kind: 'offline' };

const problemSchema = z.object({
  code: z.string().optional(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});

export async function submitRegistration(
  body: PublicRegistrationRequestBody,
  locale: Locale,
  idempotencyKey: string,
): Promise<SubmitResult> {
  let response: Response;
  try {
    response = await fetch('/api/v1/public/registration-requests', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'accept-language': locale,
        'idempotency-key': idempotencyKey,
      },
      body: JSON.stringify(body),
    });
  } catch {
    return { kind: 'offline' };
  }
  if (response.status === 201) {
    const parsed = publicRegistrationResponseSchema.safeParse(await response.json().catch(() => null));
    return parsed.success ? { kind: 'created', reference: parsed.data.reference } : { kind: 'failed' };
  }
  if (response.status === 429) {
    const problem = problemSchema.safeParse(await response.json().catch(() => null));
    return { kind: problem.success && problem.data.code === 'public.busy' ? 'busy' : 'too-many' };
  }
  if (response.status === 400) {
    const problem = problemSchema.safeParse(await response.json().catch(() => null));
    const errors = problem.success ? (problem.data.errors ?? []) : [];
    if (errors.length > 0)
      return { kind: 'invalid', fields: Object.fromEntries(errors.map((e) => [e.path, e.message])) };
  }
  return { kind: 'failed' };
}

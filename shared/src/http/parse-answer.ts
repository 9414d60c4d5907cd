import type { ResponsePromise } from 'ky';
import type { z } from 'zod';
import { ContractError } from './contract-error';

/**
 * The one way the browser reads an API answer: its JSON body parsed by its contract from
 * `@rihla/shared/contracts`, so a screen only ever sees data of the declared shape (dates and
 * defaults as the contract makes them). A body that does not match is a `ContractError`; one
 * that is not JSON at all is one too. Answers without a body (204) are awaited, not parsed.
 * The lint rule `lint/api-answer-through-contract.grit` refuses `.json()` on a request anywhere else.
 */
export async function parseAnswer<S extends z.ZodType>(
  request: ResponsePromise,
  schema: S,
): Promise<z.output<S>> {
  const response = await request;
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new ContractError(response.url, [
      { code: 'custom', path: [], message: 'the body is not JSON', input: undefined },
    ]);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ContractError(response.url, parsed.error.issues);
  return parsed.data;
}

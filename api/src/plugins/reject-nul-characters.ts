import type { FastifyInstance } from 'fastify';
import { type FieldProblem, HttpProblem } from '../lib/problem';

/** Dotted paths of the strings in `value` that hold `character`. */
function pathsHolding(character: string, value: unknown, path: string[] = []): string[] {
  if (typeof value === 'string') return value.includes(character) ? [path.join('.')] : [];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) => pathsHolding(character, child, [...path, key]));
}

/** What a decoder writes for bytes that are not UTF-8: in an imported file, a sign it was read wrong. */
const REPLACEMENT = '\ufffd';
const IMPORT_ROUTE = /\/import$/;

/**
 * PostgreSQL text cannot hold a NUL character: a query or a write carrying one fails inside the
 * database. Refused here, for every route's body, query and path, as a field error. An import's
 * rows holding U+FFFD (a file read in another encoding than UTF-8) are refused the same way.
 */
export function rejectNulCharacters(api: FastifyInstance) {
  api.addHook('preValidation', async (request) => {
    const fields: FieldProblem[] = [request.params, request.query, request.body]
      .flatMap((part) => pathsHolding('\u0000', part))
      .map((path) => ({ path, code: 'validation.nulCharacter' }));
    // An import's rows come from a file: one read in the wrong encoding is refused, not stored.
    if (IMPORT_ROUTE.test(request.routeOptions.url ?? ''))
      fields.push(
        ...pathsHolding(REPLACEMENT, request.body).map((path) => ({ path, code: 'validation.misencoded' })),
      );
    if (fields.length > 0) throw new HttpProblem(400, 'validation', fields);
  });
}

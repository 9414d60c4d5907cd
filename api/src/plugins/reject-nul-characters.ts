import type { FastifyInstance } from 'fastify';
import { type FieldProblem, HttpProblem } from '../lib/problem';

/** Dotted paths of the strings in `value` that hold a NUL character. */
function nulPaths(value: unknown, path: string[] = []): string[] {
  if (typeof value === 'string') return value.includes('\u0000') ? [path.join('.')] : [];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) => nulPaths(child, [...path, key]));
}

/**
 * PostgreSQL text cannot hold a NUL character: a query or a write carrying one fails inside the
 * database. Refused here, for every route's body, query and path, as a field error.
 */
export function rejectNulCharacters(api: FastifyInstance) {
  api.addHook('preValidation', async (request) => {
    const fields: FieldProblem[] = [request.params, request.query, request.body]
      .flatMap((part) => nulPaths(part))
      .map((path) => ({ path, code: 'validation.nulCharacter' }));
    if (fields.length > 0) throw new HttpProblem(400, 'validation', fields);
  });
}

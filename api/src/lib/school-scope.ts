import { type Column, inArray, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';

/** The schools a request may see: the signed-in operator's scope, null for every school (ADR 0072). */
export type SchoolScope = readonly string[] | null;

export function scopeOf(request: FastifyRequest): SchoolScope {
  return request.auth?.operator.schoolIds ?? null;
}

/** The rows whose school is in the scope; no condition for an operator who sees every school. */
export function schoolIn(column: Column, scope: SchoolScope): SQL | undefined {
  return scope ? inArray(column, [...scope]) : undefined;
}

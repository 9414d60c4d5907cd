import { issueLimits } from '@rihla/shared/i18n/validation-messages';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../lib/db-error';
import { type FieldProblem, HttpProblem, sendProblem } from '../lib/problem';

const KNOWN_KEY =
  /^(validation|fleet|operators|auth|trips|disruptions|finance|families|crew|calendar|family)\.[A-Za-z]+$/;

function valueAt(root: unknown, path: string[]): unknown {
  let node = root;
  for (const segment of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[segment];
  }
  return node;
}

/** Zod issues -> field problems; zod's own English texts become message keys. */
function fieldProblems(error: FastifyError, request: FastifyRequest): FieldProblem[] {
  if (!hasZodFastifySchemaValidationErrors(error)) return [];
  const context = (error as { validationContext?: string }).validationContext ?? 'body';
  const input =
    context === 'querystring' ? request.query : context === 'params' ? request.params : request.body;
  return error.validation.map((issue) => {
    const segments = issue.instancePath.split('/').filter(Boolean);
    const missing = valueAt(input, segments) == null;
    let code = issue.message ?? '';
    if (issue.keyword === 'invalid_type' && missing) code = 'validation.required';
    else if (issue.keyword === 'unrecognized_keys') code = 'validation.unknownField';
    else if (!KNOWN_KEY.test(code)) code = 'validation.invalid';
    return { path: segments.join('.'), code, limits: issueLimits(issue.params) };
  });
}

/** Fastify's own errors (parsing, limits) keep their status but get our codes. */
function codeForStatus(status: number): string {
  switch (status) {
    case 400:
      return 'validation';
    case 401:
      return 'auth.required';
    case 403:
      return 'auth.forbidden';
    case 404:
      return 'not-found';
    case 414:
      return 'request.badUrl';
    case 413:
      return 'payload.tooLarge';
    case 415:
      return 'payload.unsupported';
    case 429:
      return 'auth.rateLimited';
    case 503:
      return 'unavailable';
    default:
      return status < 500 ? 'validation' : 'internal';
  }
}

/** Every error, of every route, leaves as problem+json; never a 500 for bad input. */
export const problemPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpProblem) {
      for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
      return sendProblem(request, reply, error.status, error.code, error.fieldErrors, error.extensions);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return sendProblem(request, reply, 400, 'validation', fieldProblems(error, request));
    }
    if (isDatabaseUnavailable(error)) {
      // PostgreSQL is down or restarting: the client may retry; the pool reconnects by itself.
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', '5');
      return sendProblem(request, reply, 503, 'unavailable.database');
    }
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    return sendProblem(request, reply, status, codeForStatus(status));
  });
});

/**
 * Errors the router raises before any route or error handler runs (a path parameter longer than
 * the router allows, a URL that cannot be decoded): problem+json like every other refusal.
 */
export function frameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode === 414 ? 414 : 400;
  return sendProblem(request, reply, status, 'request.badUrl');
}

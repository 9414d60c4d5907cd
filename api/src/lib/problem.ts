import type { Problem } from '@rihla/shared/contracts/common';
import { type Limits, problemTitle, validationMessage } from '@rihla/shared/i18n/validation-messages';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requestLocale } from './locale';

export interface FieldProblem {
  /** Dotted path of the field, e.g. `plateNumber` or `stops.0.lat`. */
  path: string;
  /** Message key, e.g. `validation.required` or `fleet.plateTaken`. */
  code: string;
  /** The bounds the value broke, stated in the message ("at most 120 characters"). */
  limits?: Limits;
}

/** An error that becomes an `application/problem+json` answer with a stable code. */
export class HttpProblem extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly fieldErrors: FieldProblem[] = [],
    readonly headers: Record<string, string> = {},
    /** Extra members of the problem body, e.g. `allowed` (the moves a trip may make now). */
    readonly extensions: Pick<Problem, 'allowed'> = {},
  ) {
    super(code);
    this.name = 'HttpProblem';
  }
}

export const notFound = () => new HttpProblem(404, 'not-found');
export const staleVersion = () => new HttpProblem(409, 'conflict.stale');

export function sendProblem(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  code: string,
  fieldErrors: FieldProblem[] = [],
  extensions: Pick<Problem, 'allowed'> = {},
): FastifyReply {
  const locale = requestLocale(request);
  const problem: Problem = {
    type: `urn:rihla:problem:${code}`,
    title: problemTitle(code, locale),
    status,
    code,
    instance: request.url.split('?')[0],
    ...extensions,
  };
  if (fieldErrors.length > 0) {
    problem.errors = fieldErrors.map((field) => ({
      path: field.path,
      message: validationMessage(field.code, locale, field.limits),
      code: field.code,
    }));
    problem.detail = problem.errors.map((e) => (e.path ? `${e.path}: ${e.message}` : e.message)).join('; ');
  }
  return reply
    .code(status)
    .header('content-language', locale)
    .type('application/problem+json; charset=utf-8')
    .serializer(JSON.stringify)
    .send(problem);
}

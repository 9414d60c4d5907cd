import type { FastifyInstance } from 'fastify';
import { HttpProblem } from '../lib/problem';

/** Deepest nesting of objects and arrays a JSON body may have; the deepest contract needs 4. */
export const MAX_JSON_DEPTH = 32;

/**
 * Whether the JSON text nests objects and arrays deeper than `limit`, found by counting brackets
 * outside strings, without parsing: nothing recursive ever sees a hostile body.
 */
function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (inString) {
      if (char === '\\') index++;
      else if (char === '"') inString = false;
    } else if (char === '"') {
      inString = true;
    } else if (char === '{' || char === '[') {
      depth++;
      if (depth > limit) return true;
    } else if (char === '}' || char === ']') {
      depth--;
    }
  }
  return false;
}

/**
 * JSON bodies of every route, parsed by Fastify's own parser (which refuses `__proto__` and
 * `constructor` poisoning) only after their depth was checked: 2 300 levels overflowed the stack of
 * the hooks that walk a body, an anonymous 500 on every route.
 */
export function limitJsonDepth(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (nestsDeeperThan(body as string, MAX_JSON_DEPTH)) {
      done(new HttpProblem(400, 'payload.tooDeep'), undefined);
      return;
    }
    parse(request, body as string, done);
  });
}

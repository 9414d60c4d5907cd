import type { FastifyRequest } from 'fastify';

/**
 * What a log may say about a request. A tracker's device identifier travels in the OsmAnd query
 * string (`id`, `deviceid`) and a public trip link's token in its path (`/t/<token>`,
 * `/public/trip-links/<token>`): whoever reads them can forge positions or follow a bus, so the
 * log keeps their place and not their value. Bodies, headers and cookies (passwords, session and
 * CSRF tokens) are never logged: the request serializer below names the only fields that are.
 */
export const REDACTED = '[redacted]';

/** Query parameters whose value is a credential (matched case-insensitively). */
const SECRET_PARAMETERS = new Set(['id', 'deviceid', 'token', 'key', 'password']);

/** Paths whose last segment is a public link's token. */
const TOKEN_PATHS = [/^(\/(?:en\/)?t\/)[^/?#]+/, /^(\/api\/v1\/public\/trip-links\/)[^/?#]+/];

export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  let path = at < 0 ? url : url.slice(0, at);
  for (const pattern of TOKEN_PATHS) path = path.replace(pattern, `$1${REDACTED}`);
  if (at < 0) return path;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals < 0 ? pair : pair.slice(0, equals);
      return equals >= 0 && SECRET_PARAMETERS.has(safeDecode(name).toLowerCase())
        ? `${name}=${REDACTED}`
        : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Fastify's own request fields, with the URL redacted. */
export function requestLogFields(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Drizzle's failed-query message ends with the query's parameters: device tokens, e-mails, hashes. */
const stripParameters = (text: string | undefined) =>
  (text ?? '').replace(/\nparams: [^\n]*/g, `\nparams: ${REDACTED}`);

interface LoggedError {
  type: string;
  message: string;
  stack: string;
  code?: unknown;
  cause?: LoggedError;
  [field: string]: unknown;
}

/** An error as the log shows it: its kind, message and stack, the query's parameters left out. */
export function errorLogFields(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error))
    return { type: typeof error, message: stripParameters(String(error)), stack: '' };
  const fields: LoggedError = {
    type: error.constructor.name,
    message: stripParameters(error.message),
    stack: stripParameters(error.stack),
  };
  const code = (error as { code?: unknown }).code;
  if (code !== undefined) fields.code = code;
  if (error.cause !== undefined && depth < 3) fields.cause = errorLogFields(error.cause, depth + 1);
  return fields;
}

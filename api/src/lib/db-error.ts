/** The PostgreSQL error behind a (possibly drizzle-wrapped) error, for both pg and PGlite. */
export function pgError(error: unknown): { code?: string; constraint?: string } | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return {
        code: candidate.code,
        ...(typeof candidate.constraint === 'string' ? { constraint: candidate.constraint } : {}),
      };
    }
    current = candidate.cause;
  }
  return undefined;
}

export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const pg = pgError(error);
  return pg?.code === '23505' && pg.constraint === constraint;
}

/** Node socket errors of a connection that is refused, dropped or never answers. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);
/** What node-postgres says when the server goes away or the pool cannot hand out a connection in time. */
const LOST_CONNECTION =
  /Connection terminated|timeout exceeded when trying to connect|not queryable|Client was closed|Cannot use a pool after calling end/;

/**
 * The database cannot be reached (down, restarting, refusing connections), as opposed to a query
 * that failed: SQLSTATE class 08 (connection exception), 57P01-57P03 (shut down, starting up),
 * a socket error, or node-postgres's own wording for a lost connection. Walks the cause chain.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const candidate = current as { code?: unknown; message?: unknown; cause?: unknown };
    const code = typeof candidate.code === 'string' ? candidate.code : '';
    if (code.startsWith('08') || /^57P0[123]$/.test(code) || SOCKET_CODES.has(code)) return true;
    if (typeof candidate.message === 'string' && LOST_CONNECTION.test(candidate.message)) return true;
    // AggregateError (a refused connection to both ::1 and 127.0.0.1)
    const nested = (current as { errors?: unknown }).errors;
    if (Array.isArray(nested) && nested.some(isDatabaseUnavailable)) return true;
    current = candidate.cause;
  }
  return false;
}

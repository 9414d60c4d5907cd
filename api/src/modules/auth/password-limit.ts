import { and, count, eq, gt, min } from 'drizzle-orm';
import type { Database } from '../../db/types';
import { verifyPassword } from '../../lib/passwords';
import { HttpProblem } from '../../lib/problem';
import { operators } from '../operators/operators.table';
import { passwordFailures } from './auth.table';

/** Wrong current passwords an open session may give before it must wait (issue #22, item 11). */
export const PASSWORD_MAX_FAILURES = 5;
export const PASSWORD_WINDOW_MS = 15 * 60_000;

/**
 * Proves the operator's current password, at most PASSWORD_MAX_FAILURES wrong guesses per window.
 * Runs in a transaction of its own that holds the operator's row, so parallel guesses are counted
 * one after the other (none slips past the limit) and a wrong guess stays recorded although the
 * password change itself is refused: 429 with Retry-After when over the limit, 400 on a wrong password.
 */
export async function proveCurrentPassword(
  db: Database,
  operatorId: string,
  password: string,
): Promise<void> {
  const verdict = await db.transaction(async (tx) => {
    const [operator] = await tx
      .select({ passwordHash: operators.passwordHash })
      .from(operators)
      .where(eq(operators.id, operatorId))
      .for('update');
    const since = new Date(Date.now() - PASSWORD_WINDOW_MS);
    const [recent] = await tx
      .select({ failures: count(), oldest: min(passwordFailures.at) })
      .from(passwordFailures)
      .where(and(eq(passwordFailures.operatorId, operatorId), gt(passwordFailures.at, since)));
    if (recent && recent.failures >= PASSWORD_MAX_FAILURES && recent.oldest) {
      const retryAt = new Date(recent.oldest).getTime() + PASSWORD_WINDOW_MS;
      return { retryAfter: Math.max(1, Math.ceil((retryAt - Date.now()) / 1000)) };
    }
    if (operator && (await verifyPassword(password, operator.passwordHash))) {
      await tx.delete(passwordFailures).where(eq(passwordFailures.operatorId, operatorId));
      return { valid: true };
    }
    await tx.insert(passwordFailures).values({ operatorId });
    return { valid: false };
  });
  if ('retryAfter' in verdict) {
    throw new HttpProblem(429, 'auth.passwordRateLimited', [], { 'retry-after': String(verdict.retryAfter) });
  }
  if (!verdict.valid) {
    throw new HttpProblem(400, 'validation', [
      { path: 'currentPassword', code: 'validation.currentPassword' },
    ]);
  }
}

import type { Account, AccountUpdate } from '@rihla/shared/contracts/account';
import { and, count, eq, gt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/types';
import { notFound, staleVersion } from '../../lib/problem';
import { sessions } from '../auth/auth.table';
import { findOperatorRow, toOperator } from '../operators/operators.service';
import { operators } from '../operators/operators.table';
import { recoveryCodesLeft } from '../second-factor/recovery-codes';
import { companySecondFactor, secondFactorRequired } from '../second-factor/second-factor.service';

export async function getAccount(db: Database, operatorId: string, sessionId: string): Promise<Account> {
  const row = await findOperatorRow(db, operatorId);
  if (!row) throw notFound();
  const [others] = await db
    .select({ n: count() })
    .from(sessions)
    .where(
      and(
        eq(sessions.operatorId, operatorId),
        ne(sessions.id, sessionId),
        gt(sessions.expiresAt, new Date()),
      ),
    );
  return {
    id: row.id,
    version: row.version,
    email: row.email,
    name: row.name,
    role: row.role,
    locale: row.locale,
    colorScheme: row.colorScheme,
    mustChangePassword: row.mustChangePassword,
    otherSessions: others?.n ?? 0,
    secondFactor: {
      enabled: row.totpConfirmedAt !== null,
      required: secondFactorRequired((await companySecondFactor(db)).required, row.role),
      recoveryCodesLeft: await recoveryCodesLeft(db, operatorId),
    },
  };
}

/** The operator's own name and preferences, at the version they read; audited as a change of the operator. */
export async function updateAccount(tx: Database, operatorId: string, update: AccountUpdate) {
  const before = await findOperatorRow(tx, operatorId, true);
  if (!before) throw notFound();
  const { version, ...fields } = update;
  const [after] = await tx
    .update(operators)
    .set({ ...fields, version: sql`${operators.version} + 1`, updatedAt: new Date() })
    .where(and(eq(operators.id, operatorId), eq(operators.version, version)))
    .returning();
  if (!after) throw staleVersion();
  return { before: toOperator(before), after: toOperator(after) };
}

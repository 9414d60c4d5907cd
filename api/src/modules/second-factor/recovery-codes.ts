import { randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@rihla/shared/contracts/second-factor';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/types';
import { sha256 } from '../../lib/tokens';
import { recoveryCodes } from './second-factor.table';

/** Crockford's base32 without I, L, O and U: nothing to misread on paper. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** `XXXXX-XXXXX`: ten characters of 5 bits, 50 bits each. */
function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/** As typed: case, spaces and dashes do not matter. */
export const normaliseRecoveryCode = (code: string) => code.toUpperCase().replace(/[\s-]/g, '');

/** A new set of codes replaces the old: returned in clear once, kept as hashes only. */
export async function issueRecoveryCodes(db: Database, operatorId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.delete(recoveryCodes).where(eq(recoveryCodes.operatorId, operatorId));
  await db
    .insert(recoveryCodes)
    .values(codes.map((code) => ({ operatorId, codeHash: sha256(normaliseRecoveryCode(code)) })));
  return codes;
}

export type RecoveryCheck = 'ok' | 'used' | 'wrong';

/** Spends one recovery code: the update that marks it used is the check, so it is good exactly once. */
export async function spendRecoveryCode(
  db: Database,
  operatorId: string,
  code: string,
): Promise<RecoveryCheck> {
  const codeHash = sha256(normaliseRecoveryCode(code));
  const mine = and(eq(recoveryCodes.operatorId, operatorId), eq(recoveryCodes.codeHash, codeHash));
  const spent = await db
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(and(mine, isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  if (spent.length > 0) return 'ok';
  const [used] = await db.select({ id: recoveryCodes.id }).from(recoveryCodes).where(mine).limit(1);
  return used ? 'used' : 'wrong';
}

export async function recoveryCodesLeft(db: Database, operatorId: string): Promise<number> {
  const [row] = await db
    .select({ left: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.operatorId, operatorId), isNull(recoveryCodes.usedAt)));
  return row?.left ?? 0;
}

import type { Role } from '@rihla/shared/contracts/auth';
import type { SecondFactorRequirement } from '@rihla/shared/contracts/second-factor';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/types';
import { HttpProblem } from '../../lib/problem';
import { company } from '../company/company.table';
import { operators } from '../operators/operators.table';
import { issueRecoveryCodes, spendRecoveryCode } from './recovery-codes';
import { recoveryCodes, rememberedDevices, signInChallenges } from './second-factor.table';
import { checkTotp, newTotpSecret, openTotpSecret, sealTotpSecret } from './totp';

/** Whether the company's setting requires a second factor of an operator of this role. */
export const secondFactorRequired = (setting: SecondFactorRequirement, role: Role) =>
  setting === 'everyone' || (setting === 'admins' && role === 'admin');

export async function companySecondFactor(db: Database) {
  const [row] = await db
    .select({ required: company.secondFactorRequired, rememberDeviceDays: company.rememberDeviceDays })
    .from(company)
    .limit(1);
  return row ?? { required: 'optional' as const, rememberDeviceDays: 0 };
}

async function totpOf(db: Database, operatorId: string) {
  const [row] = await db
    .select({
      secret: operators.totpSecret,
      confirmedAt: operators.totpConfirmedAt,
      lastStep: operators.totpLastStep,
    })
    .from(operators)
    .where(eq(operators.id, operatorId));
  return row;
}

/** A new secret, kept sealed and unconfirmed until a first code proves the app holds it. */
export async function beginSetup(db: Database, operatorId: string, key: string): Promise<string> {
  const current = await totpOf(db, operatorId);
  if (current?.confirmedAt) throw new HttpProblem(409, 'secondFactor.alreadyOn');
  const secret = newTotpSecret();
  await db
    .update(operators)
    .set({ totpSecret: sealTotpSecret(secret, key), totpLastStep: null })
    .where(eq(operators.id, operatorId));
  return secret;
}

const CODE_PROBLEMS = {
  wrong: 'auth.codeWrong',
  used: 'auth.codeUsed',
  expired: 'auth.codeExpired',
} as const;

/** The first code turns the second factor on and hands out the recovery codes (in clear, once). */
export async function confirmSetup(db: Database, operatorId: string, code: string, key: string) {
  const current = await totpOf(db, operatorId);
  if (current?.confirmedAt) throw new HttpProblem(409, 'secondFactor.alreadyOn');
  if (!current?.secret) throw new HttpProblem(409, 'secondFactor.notStarted');
  const check = checkTotp(openTotpSecret(current.secret, key), code, null);
  if (!check.ok) {
    const code = CODE_PROBLEMS[check.reason];
    throw new HttpProblem(422, code, [{ path: 'code', code }]);
  }
  await db
    .update(operators)
    .set({ totpConfirmedAt: new Date(), totpLastStep: check.step })
    .where(eq(operators.id, operatorId));
  return issueRecoveryCodes(db, operatorId);
}

/**
 * The second step of a sign-in: six digits are an app code (each time step good once), anything
 * else a recovery code (each good once). Throws the translated reason a code is refused.
 */
export async function proveSecondFactor(db: Database, operatorId: string, code: string, key: string) {
  const digits = code.replace(/\s/g, '');
  if (/^\d{6}$/.test(digits)) {
    const current = await totpOf(db, operatorId);
    if (!current?.secret || !current.confirmedAt) throw new HttpProblem(401, 'auth.codeWrong');
    const check = checkTotp(openTotpSecret(current.secret, key), digits, current.lastStep);
    if (!check.ok) throw new HttpProblem(401, CODE_PROBLEMS[check.reason]);
    // Conditional: of two sign-ins racing with one code, one moves the step and the other is refused.
    const moved = await db
      .update(operators)
      .set({ totpLastStep: check.step })
      .where(
        and(
          eq(operators.id, operatorId),
          or(isNull(operators.totpLastStep), lt(operators.totpLastStep, check.step)),
        ),
      )
      .returning({ id: operators.id });
    if (moved.length === 0) throw new HttpProblem(401, 'auth.codeUsed');
    return;
  }
  const spent = await spendRecoveryCode(db, operatorId, code);
  if (spent === 'used') throw new HttpProblem(401, 'auth.recoveryCodeUsed');
  if (spent === 'wrong') throw new HttpProblem(401, 'auth.codeWrong');
}

/**
 * An operator's own change to their second factor (new recovery codes, turning it off) is made
 * only with a code that proves it now: the app's code or a recovery code, as at sign-in. A refusal
 * lands on the form's code field (422), not as a 401 that would end the session.
 */
async function proveForChange(db: Database, operatorId: string, code: string, key: string) {
  const current = await totpOf(db, operatorId);
  if (!current?.confirmedAt) throw new HttpProblem(409, 'auth.secondFactorNotOn');
  try {
    await proveSecondFactor(db, operatorId, code, key);
  } catch (error) {
    if (!(error instanceof HttpProblem) || error.status !== 401) throw error;
    throw new HttpProblem(422, error.code, [{ path: 'code', code: error.code }]);
  }
}

/** New recovery codes for the operator, after a current code: the old ones stop working. */
export async function regenerateRecoveryCodes(
  db: Database,
  operatorId: string,
  code: string,
  key: string,
): Promise<string[]> {
  await proveForChange(db, operatorId, code, key);
  return issueRecoveryCodes(db, operatorId);
}

/**
 * The operator turns their own second factor off, after a current code, unless the company's
 * setting requires one of their role; remembered devices and recovery codes go with it.
 */
export async function turnOffOwnSecondFactor(
  db: Database,
  operator: { id: string; role: Role },
  code: string,
  key: string,
): Promise<void> {
  const { required } = await companySecondFactor(db);
  if (secondFactorRequired(required, operator.role))
    throw new HttpProblem(409, 'auth.secondFactorRequiredForYou');
  await proveForChange(db, operator.id, code, key);
  await resetSecondFactor(db, operator.id);
}

/** An administrator's reset: the factor, its recovery codes, remembered devices and pending sign-ins go. */
export async function resetSecondFactor(db: Database, operatorId: string): Promise<void> {
  await db
    .update(operators)
    .set({ totpSecret: null, totpConfirmedAt: null, totpLastStep: null })
    .where(eq(operators.id, operatorId));
  await db.delete(recoveryCodes).where(eq(recoveryCodes.operatorId, operatorId));
  await db.delete(rememberedDevices).where(eq(rememberedDevices.operatorId, operatorId));
  await db.delete(signInChallenges).where(eq(signInChallenges.operatorId, operatorId));
}

import { SIGN_IN_CODE_TTL_MINUTES } from '@rihla/shared/contracts/phone-sign-in';
import type { Locale } from '@rihla/shared/routes/route-table';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/types';
import { type CodeRules, requestSignInCode, verifySignInCode } from '../../lib/phone-sign-in';
import { HttpProblem } from '../../lib/problem';
import { drivers } from '../drivers/drivers.table';
import type { SendNotice } from '../notices/channels/channel';
import { crewCodes } from './crew.table';

const CREW_CODES: CodeRules = {
  table: crewCodes,
  prefix: 'crew',
  smsText: {
    ar: (code) => `رمز دخول تطبيق طاقم رحلة: ${code}\nصالح ${SIGN_IN_CODE_TTL_MINUTES} دقائق. لا تعطه لأحد.`,
    en: (code) =>
      `Rihla crew sign-in code: ${code}\nValid ${SIGN_IN_CODE_TTL_MINUTES} minutes. Do not share it.`,
  },
};

/** The active crew member (driver or attendant) with this phone, if any. */
async function activeCrewMember(db: Database, where: { phone: string } | { id: string }) {
  const [member] = await db
    .select({ id: drivers.id })
    .from(drivers)
    .where(
      and(
        'phone' in where ? eq(drivers.phone, where.phone) : eq(drivers.id, where.id),
        eq(drivers.status, 'active'),
      ),
    )
    .limit(1);
  return member;
}

/** Texts a sign-in code when the phone is an active crew member's; the same answer when not. */
export async function requestCrewCode(
  db: Database,
  input: { phone: string; ip: string; locale: Locale; send: SendNotice },
): Promise<void> {
  const member = await activeCrewMember(db, { phone: input.phone });
  await requestSignInCode(db, CREW_CODES, { ...input, subjectId: member?.id ?? null });
}

/** The crew member whose live code this is (used up); 401 alike for wrong, expired, used, unknown. */
export async function verifyCrewCode(db: Database, phone: string, code: string): Promise<string> {
  const driverId = await verifySignInCode(db, CREW_CODES, phone, code);
  // Deactivated between the code and its use.
  if (!(await activeCrewMember(db, { id: driverId }))) throw new HttpProblem(401, 'crew.codeInvalid');
  return driverId;
}

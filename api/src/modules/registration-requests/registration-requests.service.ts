import { randomInt } from 'node:crypto';
import {
  REFERENCE_ALPHABET,
  type RegistrationSource,
  type registrationRequestBodySchema,
} from '@rihla/shared/contracts/registration-requests';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/types';
import { HttpProblem } from '../../lib/problem';
import { packages } from '../packages/packages.table';
import { schools } from '../schools/schools.table';
import { registrationRequests } from './registration-requests.table';

type RequestBody = z.output<typeof registrationRequestBodySchema>;

export function newReference(): string {
  let code = '';
  for (let i = 0; i < 6; i += 1) code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `RQ-${code}`;
}

/** The school and package must exist and be offered (active); otherwise the field is named. */
async function checkChoices(db: Database, body: RequestBody): Promise<void> {
  const [school] = await db
    .select({ id: schools.id })
    .from(schools)
    .where(and(eq(schools.id, body.schoolId), eq(schools.active, true)));
  const [pkg] = await db
    .select({ id: packages.id })
    .from(packages)
    .where(and(eq(packages.id, body.packageId), eq(packages.active, true)));
  const errors = [
    ...(school ? [] : [{ path: 'schoolId', code: 'validation.missingReference' }]),
    ...(pkg ? [] : [{ path: 'packageId', code: 'validation.missingReference' }]),
  ];
  if (errors.length > 0) throw new HttpProblem(400, 'validation', errors);
}

/** Stores a pending request under a fresh reference (a rare clash draws again). */
export async function createRegistrationRequest(
  tx: Database,
  body: RequestBody,
  source: RegistrationSource,
): Promise<{ id: string; reference: string }> {
  await checkChoices(tx, body);
  for (;;) {
    const [row] = await tx
      .insert(registrationRequests)
      .values({
        reference: newReference(),
        source,
        parentName: body.parentName,
        parentPhone: body.parentPhone,
        parentEmail: body.parentEmail ?? null,
        studentNameAr: body.studentNameAr,
        studentNameEn: body.studentNameEn ?? null,
        grade: body.grade,
        schoolId: body.schoolId,
        homeLat: body.homeLat,
        homeLng: body.homeLng,
        packageId: body.packageId,
        notes: body.notes ?? null,
      })
      .onConflictDoNothing({ target: registrationRequests.reference })
      .returning({ id: registrationRequests.id, reference: registrationRequests.reference });
    if (row) return row;
  }
}

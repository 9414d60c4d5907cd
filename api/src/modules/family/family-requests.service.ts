import type { FamilyRequestList } from '@rihla/shared/contracts/family';
import { and, desc, eq, isNotNull, or } from 'drizzle-orm';
import type { Database } from '../../db/types';
import { parents } from '../parents/parents.table';
import { registrationRequests } from '../registration-requests/registration-requests.table';
import { schools } from '../schools/schools.table';
import { students } from '../students/students.table';

/** The most a parent is shown: a family asks for a few seats a year, not hundreds. */
export const REQUESTS_SHOWN = 50;

/** The family's requests: sent with the parent's phone, or linked to them by an approval. */
export const requestOfFamily = (parent: { id: string; phone: string }) =>
  or(eq(registrationRequests.parentPhone, parent.phone), eq(registrationRequests.parentId, parent.id));

/**
 * The parent's requests for a seat: those sent with their phone (the public form, before any
 * approval linked them) and those an approval linked to them. The form's prefill is their own
 * record, and the home of a child already riding (siblings usually share it).
 */
export async function familyRequests(db: Database, parentId: string): Promise<FamilyRequestList> {
  const [parent] = await db
    .select({ name: parents.name, phone: parents.phone, email: parents.email })
    .from(parents)
    .where(eq(parents.id, parentId));
  if (!parent) throw new Error(`parent ${parentId} vanished during its own session`);
  const rows = await db
    .select({
      id: registrationRequests.id,
      reference: registrationRequests.reference,
      status: registrationRequests.status,
      studentNameAr: registrationRequests.studentNameAr,
      studentNameEn: registrationRequests.studentNameEn,
      schoolAr: schools.nameAr,
      schoolEn: schools.nameEn,
      createdAt: registrationRequests.createdAt,
      decidedAt: registrationRequests.decidedAt,
      rejectionReason: registrationRequests.rejectionReason,
    })
    .from(registrationRequests)
    .innerJoin(schools, eq(schools.id, registrationRequests.schoolId))
    .where(requestOfFamily({ id: parentId, phone: parent.phone }))
    .orderBy(desc(registrationRequests.createdAt))
    .limit(REQUESTS_SHOWN);
  const [home] = await db
    .select({ lat: students.homeLat, lng: students.homeLng })
    .from(students)
    .where(and(eq(students.parentId, parentId), isNotNull(students.homeLat), isNotNull(students.homeLng)))
    .limit(1);
  return {
    items: rows.map(({ schoolAr, schoolEn, createdAt, decidedAt, ...row }) => ({
      ...row,
      school: { nameAr: schoolAr, nameEn: schoolEn },
      createdAt: createdAt.toISOString(),
      decidedAt: decidedAt?.toISOString() ?? null,
    })),
    prefill: {
      parentName: parent.name,
      parentPhone: parent.phone,
      parentEmail: parent.email,
      homeLat: home?.lat ?? null,
      homeLng: home?.lng ?? null,
    },
  };
}

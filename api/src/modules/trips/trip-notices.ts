import type { NoticeEvent } from '@rihla/shared/contracts/notices';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/types';
import { buses } from '../buses/buses.table';
import { type NoticeOf, parentRecipient, queueNotice } from '../notices/queue-notice';
import { students } from '../students/students.table';
import { tripStudents } from './trips.table';

/** A bus's plate as the parent knows it: the trip's bus, or the replacement named. */
export async function plateOf(tx: Database, busId: string): Promise<string> {
  const [bus] = await tx.select({ plate: buses.plateNumber }).from(buses).where(eq(buses.id, busId));
  return bus?.plate ?? '';
}

/**
 * Tells the parents of a trip's riders (or of the students given) about an event of the trip, in
 * the caller's transaction: one notice per parent and channel, naming all of their children on it.
 * Answers how many notices were queued.
 */
export async function tellRidersParents(
  tx: Database,
  tripId: string,
  notice: { event: NoticeEvent; eventKey: string; variables: NoticeOf['variables'] },
  studentIds?: string[],
): Promise<number> {
  const riders = await tx
    .select({ parentId: students.parentId, nameAr: students.nameAr, nameEn: students.nameEn })
    .from(tripStudents)
    .innerJoin(students, eq(students.id, tripStudents.studentId))
    .where(
      and(
        eq(tripStudents.tripId, tripId),
        studentIds ? inArray(tripStudents.studentId, studentIds) : undefined,
      ),
    )
    .orderBy(students.nameAr);
  const byParent = new Map<string, typeof riders>();
  for (const rider of riders) {
    if (rider.parentId) byParent.set(rider.parentId, [...(byParent.get(rider.parentId) ?? []), rider]);
  }
  let queued = 0;
  for (const [parentId, children] of byParent) {
    const recipient = await parentRecipient(tx, parentId);
    if (!recipient) continue;
    queued += await queueNotice(tx, recipient, {
      ...notice,
      tripId,
      variables: {
        ...notice.variables,
        studentName: {
          ar: children.map((c) => c.nameAr).join('، '),
          en: children.map((c) => c.nameEn).join(', '),
        },
      },
    });
  }
  return queued;
}

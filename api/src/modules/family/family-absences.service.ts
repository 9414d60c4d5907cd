import type { FamilyAbsence } from '@rihla/shared/contracts/family';
import type { AbsencePart, absenceInputSchema } from '@rihla/shared/contracts/students';
import { and, asc, eq, gte, inArray, min } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/types';
import { instantAt, type OperatorsClock } from '../../lib/operators-clock';
import { HttpProblem } from '../../lib/problem';
import { company } from '../company/company.table';
import { studentAbsences } from '../students/students.table';
import { tripStudents, trips } from '../trips/trips.table';

type Input = z.output<typeof absenceInputSchema>;

/** The company's cut-off: minutes before a trip's first pickup. */
export async function absenceCutoffMinutes(db: Database): Promise<number> {
  const [row] = await db.select({ minutes: company.absenceCutoffMinutes }).from(company).limit(1);
  return row?.minutes ?? 30;
}

const directionsOf = (part: AbsencePart) =>
  part === 'both'
    ? (['to_school', 'from_school'] as const)
    : part === 'morning'
      ? ['to_school' as const]
      : ['from_school' as const];

/**
 * The moment after which an absence of `studentId` on `date` (that part of it) can no longer be
 * reported or withdrawn: the cut-off before the first pickup of the child's trips it covers that
 * day. A day without such trips closes at its end.
 */
async function cutoffOf(
  db: Database,
  input: { studentId: string; date: string; part: AbsencePart; minutes: number; timeZone: string },
): Promise<Date> {
  const [first] = await db
    .select({ departure: min(trips.departureTime) })
    .from(tripStudents)
    .innerJoin(trips, eq(trips.id, tripStudents.tripId))
    .where(
      and(
        eq(tripStudents.studentId, input.studentId),
        eq(trips.date, input.date),
        inArray(trips.direction, [...directionsOf(input.part)]),
      ),
    );
  if (!first?.departure) return instantAt(input.date, '23:59', input.timeZone);
  return new Date(instantAt(input.date, first.departure, input.timeZone).getTime() - input.minutes * 60_000);
}

/** Open to the family: its first day is today or later and its cut-off has not passed. */
async function stillOpen(
  db: Database,
  absence: { studentId: string; fromDate: string; part: AbsencePart },
  clock: OperatorsClock,
  minutes: number,
): Promise<boolean> {
  if (absence.fromDate < clock.today) return false;
  const cutoff = await cutoffOf(db, {
    ...absence,
    date: absence.fromDate,
    minutes,
    timeZone: clock.timeZone,
  });
  return cutoff > clock.now;
}

function toFamilyAbsence(row: typeof studentAbsences.$inferSelect, withdrawable: boolean): FamilyAbsence {
  return {
    id: row.id,
    studentId: row.studentId,
    fromDate: row.fromDate,
    toDate: row.toDate,
    part: row.part,
    reason: row.reason,
    reportedBy: row.reportedBy,
    reporterName: row.reporterName,
    withdrawable,
  };
}

/** The children's absences that reach today or later, soonest first. */
export async function familyAbsences(
  db: Database,
  childIds: string[],
  clock: OperatorsClock,
): Promise<{ cutoffMinutes: number; items: FamilyAbsence[] }> {
  const minutes = await absenceCutoffMinutes(db);
  if (childIds.length === 0) return { cutoffMinutes: minutes, items: [] };
  const rows = await db
    .select()
    .from(studentAbsences)
    .where(and(inArray(studentAbsences.studentId, childIds), gte(studentAbsences.toDate, clock.today)))
    .orderBy(asc(studentAbsences.fromDate), asc(studentAbsences.createdAt));
  const items: FamilyAbsence[] = [];
  for (const row of rows) {
    const open = row.reportedBy === 'parent' && (await stillOpen(db, row, clock, minutes));
    items.push(toFamilyAbsence(row, open));
  }
  return { cutoffMinutes: minutes, items };
}

/**
 * The family reports an absence (the account holder or a guardian, `reporterName`): from today on,
 * and not after its first day's cut-off (422).
 */
export async function reportAbsence(
  tx: Database,
  studentId: string,
  input: Input,
  clock: OperatorsClock,
  reporterName: string,
): Promise<FamilyAbsence> {
  if (input.fromDate < clock.today) {
    throw new HttpProblem(422, 'validation', [{ path: 'fromDate', code: 'family.absencePast' }]);
  }
  const minutes = await absenceCutoffMinutes(tx);
  if (!(await stillOpen(tx, { studentId, fromDate: input.fromDate, part: input.part }, clock, minutes))) {
    throw new HttpProblem(422, 'family.absenceCutoff');
  }
  const [row] = await tx
    .insert(studentAbsences)
    .values({ studentId, ...input, reportedBy: 'parent', reporterName })
    .returning();
  return toFamilyAbsence(row!, true);
}

/** Withdraws a parent's absence before its cut-off; the removed row, or null when not the child's. */
export async function withdrawAbsence(
  tx: Database,
  studentId: string,
  absenceId: string,
  clock: OperatorsClock,
): Promise<FamilyAbsence | null> {
  const [row] = await tx
    .select()
    .from(studentAbsences)
    .where(and(eq(studentAbsences.id, absenceId), eq(studentAbsences.studentId, studentId)))
    .for('update');
  if (!row) return null;
  if (row.reportedBy !== 'parent') throw new HttpProblem(422, 'family.absenceByOffice');
  if (!(await stillOpen(tx, row, clock, await absenceCutoffMinutes(tx)))) {
    throw new HttpProblem(422, 'family.absenceCutoff');
  }
  await tx.delete(studentAbsences).where(eq(studentAbsences.id, absenceId));
  return toFamilyAbsence(row, false);
}

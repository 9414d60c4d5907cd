import type { Absence, AbsencePart, absenceInputSchema } from '@rihla/shared/contracts/students';
import type { TripDirection } from '@rihla/shared/contracts/trips';
import { and, desc, eq, exists, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Database } from '../../db/types';
import { studentAbsences, students } from './students.table';

type AbsenceInput = z.output<typeof absenceInputSchema>;

/** The part of a day a trip going this way is: to school in the morning, home in the afternoon. */
export const partOfTrip = (direction: TripDirection): AbsencePart =>
  direction === 'to_school' ? 'morning' : 'afternoon';

/**
 * An absence row covers a trip going `direction` (a value or a column): one of the whole day or
 * of that trip's part of it. Without a direction, only whole-day absences count.
 */
export function coversDirection(direction?: TripDirection | SQL | AnyPgColumn): SQL {
  if (direction === undefined) return sql`${studentAbsences.part} = 'both'`;
  return sql`(${studentAbsences.part} = 'both' or ${studentAbsences.part} = case ${direction} when 'to_school' then 'morning' else 'afternoon' end)`;
}

/** An absence covering `date` (and the trip's direction, when given) for the student of the outer row. */
export function absentOn(db: Database, date: string, direction?: TripDirection): SQL {
  return exists(
    db
      .select({ one: studentAbsences.id })
      .from(studentAbsences)
      .where(
        and(
          eq(studentAbsences.studentId, students.id),
          lte(studentAbsences.fromDate, date),
          gte(studentAbsences.toDate, date),
          coversDirection(direction),
        ),
      ),
  );
}

/**
 * Who of `studentIds` does not ride on `date`: a test of a student and a trip's direction (an
 * absence of the whole day, or of that trip's part of it). One query whatever the number.
 */
export async function absencesOn(
  db: Database,
  studentIds: string[],
  date: string,
): Promise<(studentId: string, direction: TripDirection) => boolean> {
  const parts = new Map<string, Set<AbsencePart>>();
  if (studentIds.length > 0) {
    const rows = await db
      .select({ studentId: studentAbsences.studentId, part: studentAbsences.part })
      .from(studentAbsences)
      .where(
        and(
          inArray(studentAbsences.studentId, studentIds),
          lte(studentAbsences.fromDate, date),
          gte(studentAbsences.toDate, date),
        ),
      );
    for (const row of rows) parts.set(row.studentId, (parts.get(row.studentId) ?? new Set()).add(row.part));
  }
  return (studentId, direction) => {
    const covered = parts.get(studentId);
    return !!covered && (covered.has('both') || covered.has(partOfTrip(direction)));
  };
}

function toAbsence(row: typeof studentAbsences.$inferSelect): Absence {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

export async function listAbsences(db: Database, studentId: string): Promise<Absence[]> {
  const rows = await db
    .select()
    .from(studentAbsences)
    .where(eq(studentAbsences.studentId, studentId))
    .orderBy(desc(studentAbsences.fromDate), desc(studentAbsences.id));
  return rows.map(toAbsence);
}

export async function addAbsence(
  tx: Database,
  studentId: string,
  input: AbsenceInput,
  reportedBy: Absence['reportedBy'] = 'operator',
): Promise<Absence> {
  const [row] = await tx
    .insert(studentAbsences)
    .values({ studentId, ...input, reportedBy })
    .returning();
  return toAbsence(row!);
}

export async function removeAbsence(
  tx: Database,
  studentId: string,
  absenceId: string,
): Promise<Absence | null> {
  const [row] = await tx
    .delete(studentAbsences)
    .where(and(eq(studentAbsences.id, absenceId), eq(studentAbsences.studentId, studentId)))
    .returning();
  return row ? toAbsence(row) : null;
}

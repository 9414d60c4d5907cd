import type { Absence, absenceInputSchema } from '@rihla/shared/contracts/students';
import { and, desc, eq, exists, gte, lte, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/types';
import { studentAbsences, students } from './students.table';

type AbsenceInput = z.output<typeof absenceInputSchema>;

/** An absence covering `date` for the student of the outer row. */
export function absentOn(db: Database, date: string): SQL {
  return exists(
    db
      .select({ one: studentAbsences.id })
      .from(studentAbsences)
      .where(
        and(
          eq(studentAbsences.studentId, students.id),
          lte(studentAbsences.fromDate, date),
          gte(studentAbsences.toDate, date),
        ),
      ),
  );
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

export async function addAbsence(tx: Database, studentId: string, input: AbsenceInput): Promise<Absence> {
  const [row] = await tx
    .insert(studentAbsences)
    .values({ studentId, ...input })
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

import type { studentImportSchema } from '@rihla/shared/contracts/student-import';
import { inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/types';
import type { AuditRecord } from '../../lib/audit';
import { pgError } from '../../lib/db-error';
import { HttpProblem } from '../../lib/problem';
import { parents } from '../parents/parents.table';
import { schools } from '../schools/schools.table';
import { students } from './students.table';

type ImportRows = z.output<typeof studentImportSchema>['rows'];
const BATCH = 500;

/**
 * Stores every row in the caller's transaction, or none: a school that does not exist is named on
 * its row. Rows with a parent phone are linked to that parent, created (with the row's name) when
 * new. Answers the audit records to write.
 */
export async function importStudents(
  tx: Database,
  rows: ImportRows,
): Promise<{ imported: number; parentsCreated: number; audit: AuditRecord[] }> {
  const schoolIds = [...new Set(rows.map((row) => row.schoolId))];
  const known = new Set(
    (await tx.select({ id: schools.id }).from(schools).where(inArray(schools.id, schoolIds))).map(
      (s) => s.id,
    ),
  );
  const missing = rows.flatMap((row, index) =>
    known.has(row.schoolId) ? [] : [{ path: `rows.${index}.schoolId`, code: 'validation.missingReference' }],
  );
  if (missing.length > 0) throw new HttpProblem(400, 'validation', missing.slice(0, 200));

  const phones = [...new Set(rows.flatMap((row) => (row.parentPhone ? [row.parentPhone] : [])))];
  const parentByPhone = new Map<string, string>();
  for (let start = 0; start < phones.length; start += BATCH) {
    const found = await tx
      .select({ id: parents.id, phone: parents.phone })
      .from(parents)
      .where(inArray(parents.phone, phones.slice(start, start + BATCH)));
    for (const parent of found) parentByPhone.set(parent.phone, parent.id);
  }
  const audit: AuditRecord[] = [];
  const newParents = phones
    .filter((phone) => !parentByPhone.has(phone))
    .map((phone) => ({ phone, name: rows.find((row) => row.parentPhone === phone)!.parentName! }));
  for (let start = 0; start < newParents.length; start += BATCH) {
    const created = await tx
      .insert(parents)
      .values(newParents.slice(start, start + BATCH))
      .returning();
    for (const { search: _search, ...parent } of created) {
      parentByPhone.set(parent.phone, parent.id);
      audit.push({
        entityType: 'parent',
        entityId: parent.id,
        action: 'create',
        before: null,
        after: parent,
      });
    }
  }

  for (let start = 0; start < rows.length; start += BATCH) {
    const values = rows.slice(start, start + BATCH).map((row) => ({
      nameAr: row.nameAr,
      nameEn: row.nameEn,
      schoolId: row.schoolId,
      grade: row.grade,
      homeLat: row.homeLat,
      homeLng: row.homeLng,
      specialNeeds: row.specialNeeds,
      parentId: row.parentPhone ? (parentByPhone.get(row.parentPhone) ?? null) : null,
    }));
    let created: (typeof students.$inferSelect)[];
    try {
      created = await tx.insert(students).values(values).returning();
    } catch (error) {
      if (pgError(error)?.code === '23503') throw new HttpProblem(409, 'conflict');
      throw error;
    }
    for (const { search: _search, ...student } of created) {
      audit.push({
        entityType: 'student',
        entityId: student.id,
        action: 'create',
        before: null,
        after: student,
      });
    }
  }
  return { imported: rows.length, parentsCreated: newParents.length, audit };
}

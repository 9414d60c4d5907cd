import type { stopImportSchema } from '@rihla/shared/contracts/place-import';
import { inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/types';
import type { AuditRecord } from '../../lib/audit';
import { HttpProblem } from '../../lib/problem';
import { schools } from '../schools/schools.table';
import { stops } from './stops.table';

type ImportRows = z.output<typeof stopImportSchema>['rows'];
const BATCH = 500;

/** The rows naming a school that does not exist; `lock` keeps the schools found until the commit. */
async function rowsWithMissingSchools(db: Database, rows: ImportRows, lock: boolean) {
  const named = [...new Set(rows.flatMap((row) => row.schoolIds))];
  const known = new Set<string>();
  for (let start = 0; start < named.length; start += BATCH) {
    const query = db
      .select({ id: schools.id })
      .from(schools)
      .where(inArray(schools.id, named.slice(start, start + BATCH)));
    for (const school of await (lock ? query.for('share') : query)) known.add(school.id);
  }
  return rows.flatMap((row, index) =>
    row.schoolIds.every((id) => known.has(id))
      ? []
      : [{ path: `rows.${index}.schoolIds`, code: 'validation.missingReference' }],
  );
}

/** Before anything is stored: a school that does not exist is named on its row (an array has no foreign key). */
export async function checkStopSchools(db: Database, rows: ImportRows): Promise<void> {
  const missing = await rowsWithMissingSchools(db, rows, false);
  if (missing.length > 0) throw new HttpProblem(400, 'validation', missing.slice(0, 200));
}

/**
 * Stores one chunk of rows in `tx` (their schools locked until the commit; one deleted since the
 * check is a conflict); answers the audit records to write.
 */
export async function insertStops(tx: Database, rows: ImportRows): Promise<AuditRecord[]> {
  if ((await rowsWithMissingSchools(tx, rows, true)).length > 0) throw new HttpProblem(409, 'conflict');
  const audit: AuditRecord[] = [];
  for (let start = 0; start < rows.length; start += BATCH) {
    const created = await tx
      .insert(stops)
      .values(rows.slice(start, start + BATCH))
      .returning();
    for (const { search: _search, ...stop } of created) {
      audit.push({ entityType: 'stop', entityId: stop.id, action: 'create', before: null, after: stop });
    }
  }
  return audit;
}

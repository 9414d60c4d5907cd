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

/**
 * Stores every row in the caller's transaction, or none: a school that does not exist is named on
 * its row (an array has no foreign key; the schools found stay locked until the commit).
 */
export async function importStops(tx: Database, rows: ImportRows): Promise<AuditRecord[]> {
  const named = [...new Set(rows.flatMap((row) => row.schoolIds))];
  const known = new Set<string>();
  for (let start = 0; start < named.length; start += BATCH) {
    const found = await tx
      .select({ id: schools.id })
      .from(schools)
      .where(inArray(schools.id, named.slice(start, start + BATCH)))
      .for('share');
    for (const school of found) known.add(school.id);
  }
  const missing = rows.flatMap((row, index) =>
    row.schoolIds.every((id) => known.has(id))
      ? []
      : [{ path: `rows.${index}.schoolIds`, code: 'validation.missingReference' }],
  );
  if (missing.length > 0) throw new HttpProblem(400, 'validation', missing.slice(0, 200));

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

import type { schoolImportSchema } from '@rihla/shared/contracts/place-import';
import type { z } from 'zod';
import type { Database } from '../../db/types';
import type { AuditRecord } from '../../lib/audit';
import { addSchoolZones } from '../geofences/geofences.service';
import { schools } from './schools.table';

type ImportRows = z.output<typeof schoolImportSchema>['rows'];
const BATCH = 500;

/** Stores the rows (one chunk of an import) in `tx`; answers the audit records to write. */
export async function importSchools(tx: Database, rows: ImportRows): Promise<AuditRecord[]> {
  const audit: AuditRecord[] = [];
  for (let start = 0; start < rows.length; start += BATCH) {
    const created = await tx
      .insert(schools)
      .values(rows.slice(start, start + BATCH))
      .returning();
    await addSchoolZones(
      tx,
      created.map((s) => s.id),
    );
    for (const { search: _search, ...school } of created) {
      audit.push({
        entityType: 'school',
        entityId: school.id,
        action: 'create',
        before: null,
        after: school,
      });
    }
  }
  return audit;
}

import { sql } from 'drizzle-orm';
import type { Database } from '../../db/types';

/** Students whose latest scan on this trip is "on": still on the bus as far as the reader knows. */
export async function onBoardStudentIds(db: Database, tripId: string): Promise<string[]> {
  const result: unknown = await db.execute(sql`
    select student_id from (
      select distinct on (student_id) student_id, kind
      from rider_scans where trip_id = ${tripId}
      order by student_id, at desc, kind asc
    ) latest
    where kind = 'on'
    order by student_id`);
  // node-postgres answers `{ rows }`, PGlite too; an array only in other drivers.
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    student_id: string;
  }[];
  return rows.map((row) => row.student_id);
}

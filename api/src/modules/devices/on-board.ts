import { sql } from 'drizzle-orm';
import type { Database } from '../../db/types';
import { rowsOf } from '../../lib/raw-rows';

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
  return rowsOf<{ student_id: string }>(result).map((row) => row.student_id);
}

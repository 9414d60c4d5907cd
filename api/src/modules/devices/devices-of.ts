import { sql } from 'drizzle-orm';
import type { Database } from '../../db/types';
import type { OperatorsClock } from '../../lib/operators-clock';
import { rowsOf } from '../../lib/raw-rows';

/** A device's `last_seen_at` is refreshed when older than this: not one row write per POST. */
const SEEN_REFRESH = '30 seconds';

/**
 * The bus of each known token hash, with its trip in progress today, its last-seen time refreshed
 * when stale: one statement for the whole batch, the hashes as one JSON parameter.
 */
export async function devicesOf(tx: Database, hashes: string[], clock: OperatorsClock) {
  const result = await tx.execute(sql`
    with hit as (
      select d.token_hash, d.bus_id, d.last_seen_at from device_tokens d
      where d.token_hash in (select value from json_array_elements_text(${JSON.stringify(hashes)}::json))
    ), seen as (
      update device_tokens d set last_seen_at = ${clock.now}
      from hit
      where d.token_hash = hit.token_hash
        and (hit.last_seen_at is null or hit.last_seen_at < ${clock.now}::timestamptz - ${SEEN_REFRESH}::interval)
    )
    select hit.token_hash, hit.bus_id, b.plate_number, t.id as trip_id, t.name as trip_name
    from hit
    join buses b on b.id = hit.bus_id
    left join lateral (
      select id, name from trips
      where trips.bus_id = hit.bus_id and trips.date = ${clock.today}
        and trips.status in ('in_progress', 'disrupted')
      order by trips.departure_time limit 1
    ) t on true`);
  const rows = rowsOf<DeviceRow>(result);
  return new Map(
    rows.map((row) => [
      row.token_hash,
      {
        busId: row.bus_id,
        trip: row.trip_id
          ? {
              busId: row.bus_id,
              tripId: row.trip_id,
              tripName: row.trip_name!,
              plateNumber: row.plate_number,
            }
          : null,
      },
    ]),
  );
}

interface DeviceRow {
  token_hash: string;
  bus_id: string;
  plate_number: string;
  trip_id: string | null;
  trip_name: string | null;
}

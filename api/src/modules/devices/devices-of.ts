import { sql } from 'drizzle-orm';
import type { Database } from '../../db/types';
import type { OperatorsClock } from '../../lib/operators-clock';
import { rowsOf } from '../../lib/raw-rows';

/** A device's `last_seen_at` is refreshed when older than this: not one row write per POST. */
const SEEN_REFRESH = '30 seconds';

/** The key of fixes a crew phone reports for its bus: no token hash (hex) looks like it. */
export const busKey = (busId: string) => `bus:${busId}`;

/**
 * The bus of each known key (a device token's hash, or `busKey` of a bus whose crew phone
 * reports), with its trip in progress today, a device's last-seen time refreshed when stale: one
 * statement for the whole batch, the hashes and the bus ids as JSON parameters.
 */
export async function devicesOf(tx: Database, keys: string[], clock: OperatorsClock) {
  const hashes = keys.filter((key) => !key.startsWith('bus:'));
  const busIds = keys.filter((key) => key.startsWith('bus:')).map((key) => key.slice(4));
  const result = await tx.execute(sql`
    with hit as (
      select d.token_hash, d.bus_id, d.last_seen_at from device_tokens d
      where d.token_hash in (select value from json_array_elements_text(${JSON.stringify(hashes)}::json))
    ), seen as (
      update device_tokens d set last_seen_at = ${clock.now}
      from hit
      where d.token_hash = hit.token_hash
        and (hit.last_seen_at is null or hit.last_seen_at < ${clock.now}::timestamptz - ${SEEN_REFRESH}::interval)
    ), wanted as (
      select token_hash as key, bus_id from hit
      union all
      select 'bus:' || b.id::text, b.id from buses b
      where b.id in (select value::uuid from json_array_elements_text(${JSON.stringify(busIds)}::json))
    )
    select wanted.key, wanted.bus_id, b.plate_number, t.id as trip_id, t.name as trip_name
    from wanted
    join buses b on b.id = wanted.bus_id
    left join lateral (
      select id, name from trips
      where trips.bus_id = wanted.bus_id and trips.date = ${clock.today}
        and trips.status in ('in_progress', 'disrupted')
      order by trips.departure_time limit 1
    ) t on true`);
  const rows = rowsOf<DeviceRow>(result);
  return new Map(
    rows.map((row) => [
      row.key,
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
  key: string;
  bus_id: string;
  plate_number: string;
  trip_id: string | null;
  trip_name: string | null;
}

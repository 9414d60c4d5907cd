import { sql } from 'drizzle-orm';
import type { Database } from '../../db/types';
import { rowsOf } from '../../lib/raw-rows';
import type { Point } from './position-derivation';

/**
 * One multi-row insert of positions, the rows passed as one JSON parameter: building thousands of
 * bound parameters costs the API more CPU than the database spends on the insert.
 */
export async function insertPositions(
  tx: Database,
  rows: (Point & { busId: string; tripId: string | null })[],
) {
  const json = JSON.stringify(
    rows.map((r) => ({
      bus_id: r.busId,
      trip_id: r.tripId,
      at: r.at.toISOString(),
      lat: r.lat,
      lng: r.lng,
      speed_kmh: r.speedKmh ?? null,
      heading: r.heading ?? null,
      battery_percent: r.batteryPercent ?? null,
    })),
  );
  const result = await tx.execute(sql`
    insert into bus_positions (bus_id, trip_id, at, lat, lng, speed_kmh, heading, battery_percent)
    select bus_id, trip_id, at, lat, lng, speed_kmh, heading, battery_percent
    from json_to_recordset(${json}::json) as r(
      bus_id uuid, trip_id uuid, at timestamptz, lat float8, lng float8, speed_kmh float8, heading float8,
      battery_percent float8)
    on conflict do nothing
    returning bus_id, (extract(epoch from at) * 1000)::float8 as at_ms`);
  return rowsOf<{ bus_id: string; at_ms: number }>(result);
}

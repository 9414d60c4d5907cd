import { sql } from 'drizzle-orm';
import type { Database } from '../../db/types';
import { rowsOf } from '../../lib/raw-rows';
import type { MonitorState } from './position-derivation';

// The derivation state as SQL sees it (`trip_monitor`'s columns, in the order of MonitorState).
const STATE_COLUMNS = sql.raw(
  'trip_id, last_at, last_lat, last_lng, last_speed_kmh, at_stop, arrived_at, next_stop, idle_since, late_minutes, eta_seconds',
);

interface StateRow {
  trip_id: string;
  last_at: Date | string | null;
  last_lat: number | null;
  last_lng: number | null;
  last_speed_kmh: number | null;
  at_stop: number | null;
  arrived_at: Date | string | null;
  next_stop: number;
  idle_since: Date | string | null;
  late_minutes: number;
  eta_seconds: number | null;
}

const dateOf = (value: Date | string | null) => (value === null ? null : new Date(value));

/**
 * The trips' `trip_monitor` rows, created if missing, locked for the batch, in trip order (no
 * deadlock between two batches on any replica). Raw SQL with the ids as one JSON parameter: the
 * ORM's insert builds a parameter list per row, which cost more CPU than the statement.
 */
export async function lockStates(tx: Database, tripIds: string[]): Promise<MonitorState[]> {
  const result = await tx.execute(sql`
    insert into trip_monitor (trip_id)
    select value::uuid from json_array_elements_text(${JSON.stringify(tripIds)}::json) order by 1
    on conflict (trip_id) do update set trip_id = excluded.trip_id
    returning ${STATE_COLUMNS}`);
  return rowsOf<StateRow>(result).map((row) => ({
    tripId: row.trip_id,
    lastAt: dateOf(row.last_at),
    lastLat: row.last_lat,
    lastLng: row.last_lng,
    lastSpeedKmh: row.last_speed_kmh,
    atStop: row.at_stop,
    arrivedAt: dateOf(row.arrived_at),
    nextStop: row.next_stop,
    idleSince: dateOf(row.idle_since),
    lateMinutes: row.late_minutes,
    etaSeconds: row.eta_seconds,
  }));
}

/** The derived states written back in one upsert, the rows as one JSON parameter. */
export async function writeStates(tx: Database, states: MonitorState[]) {
  const json = JSON.stringify(
    states.map((s) => ({
      trip_id: s.tripId,
      last_at: s.lastAt,
      last_lat: s.lastLat,
      last_lng: s.lastLng,
      last_speed_kmh: s.lastSpeedKmh,
      at_stop: s.atStop,
      arrived_at: s.arrivedAt,
      next_stop: s.nextStop,
      idle_since: s.idleSince,
      late_minutes: s.lateMinutes,
      eta_seconds: s.etaSeconds,
    })),
  );
  await tx.execute(sql`
    insert into trip_monitor (${STATE_COLUMNS})
    select ${STATE_COLUMNS}
    from json_to_recordset(${json}::json) as r(
      trip_id uuid, last_at timestamptz, last_lat float8, last_lng float8, last_speed_kmh float8, at_stop integer,
      arrived_at timestamptz, next_stop integer, idle_since timestamptz, late_minutes integer, eta_seconds integer)
    on conflict (trip_id) do update set
      last_at = excluded.last_at, last_lat = excluded.last_lat, last_lng = excluded.last_lng,
      last_speed_kmh = excluded.last_speed_kmh, at_stop = excluded.at_stop, arrived_at = excluded.arrived_at,
      next_stop = excluded.next_stop, idle_since = excluded.idle_since, late_minutes = excluded.late_minutes,
      eta_seconds = excluded.eta_seconds`);
}

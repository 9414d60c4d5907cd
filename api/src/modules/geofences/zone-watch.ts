import type { AlertType } from '@rihla/shared/contracts/monitoring';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/types';
import { rowsOf } from '../../lib/raw-rows';
import { raiseAlert } from '../alerts/raise-alert';
import type { ActiveTrip } from '../devices/active-trips';
import { addDerivedEvent } from '../devices/derived-event';
import type { Point } from '../devices/position-derivation';
import type { FeedEntry } from '../live-feed/feed-message';
import type { geofences, ZonePresence } from './geofences.table';
import { metresOutside, ZONE_LEAVE_MARGIN_M } from './zone-geometry';

export type Zone = Pick<
  typeof geofences.$inferSelect,
  'id' | 'nameAr' | 'nameEn' | 'kind' | 'shape' | 'schoolId' | 'dwellLimitMinutes' | 'speedLimitKmh'
>;

/** Every zone, for an ingest batch (one statement; a company draws tens to hundreds). */
export async function loadZones(tx: Database): Promise<Zone[]> {
  return rowsOf<{
    id: string;
    name_ar: string;
    name_en: string;
    kind: Zone['kind'];
    shape: Zone['shape'] | string;
    school_id: string | null;
    dwell_limit_minutes: number | null;
    speed_limit_kmh: number | null;
  }>(
    await tx.execute(
      sql`select id, name_ar, name_en, kind, shape, school_id, dwell_limit_minutes, speed_limit_kmh from geofences order by id`,
    ),
  ).map((row) => ({
    id: row.id,
    nameAr: row.name_ar,
    nameEn: row.name_en,
    kind: row.kind,
    shape: typeof row.shape === 'string' ? JSON.parse(row.shape) : row.shape,
    schoolId: row.school_id,
    dwellLimitMinutes: row.dwell_limit_minutes,
    speedLimitKmh: row.speed_limit_kmh,
  }));
}

/**
 * The speed limit at a point: the lowest of the zones around it that carry one, with that zone;
 * null outside them all (the speeding rule's threshold applies). ADR 0062.
 */
export function zoneSpeedLimitAt(
  zones: readonly Zone[],
  point: { lat: number; lng: number },
): { kmh: number; zoneId: string } | null {
  let found: { kmh: number; zoneId: string } | null = null;
  for (const zone of zones) {
    if (zone.speedLimitKmh === null || (found && found.kmh <= zone.speedLimitKmh)) continue;
    if (metresOutside(zone.shape, point) <= 0) found = { kmh: zone.speedLimitKmh, zoneId: zone.id };
  }
  return found;
}

/** A bus's place zone by zone (a row of `bus_zone_state`). */
export interface ZoneState {
  busId: string;
  lastAt: Date | null;
  inside: Record<string, ZonePresence>;
}

export interface Crossing {
  type: 'entered' | 'left' | 'dwell';
  zone: Zone;
  at: Date;
  /** Seconds inside (left), minutes inside (dwell). */
  value: number | null;
}

/**
 * Pure: the crossings of one bus's new fixes (time order, all after `state.lastAt`). A bus enters
 * a zone on the first fix inside it and leaves it on the first fix ZONE_LEAVE_MARGIN_M outside;
 * staying past the zone's dwell limit is told once per stay. A zone deleted while the bus was in
 * it is forgotten without a crossing.
 */
export function zoneCrossings(
  previous: ZoneState,
  zones: readonly Zone[],
  news: readonly Point[],
): { state: ZoneState; crossings: Crossing[] } {
  const known = new Set(zones.map((z) => z.id));
  const inside: Record<string, ZonePresence> = {};
  for (const [id, presence] of Object.entries(previous.inside))
    if (known.has(id)) inside[id] = { ...presence };
  const crossings: Crossing[] = [];
  let lastAt = previous.lastAt;
  for (const point of news) {
    for (const zone of zones) {
      const outside = metresOutside(zone.shape, point);
      const presence = inside[zone.id];
      if (!presence) {
        if (outside <= 0) {
          inside[zone.id] = { since: point.at.toISOString(), dwellRaised: false };
          crossings.push({ type: 'entered', zone, at: point.at, value: null });
        }
        continue;
      }
      const seconds = Math.round((point.at.getTime() - Date.parse(presence.since)) / 1000);
      if (outside > ZONE_LEAVE_MARGIN_M) {
        delete inside[zone.id];
        crossings.push({ type: 'left', zone, at: point.at, value: seconds });
      } else if (
        zone.dwellLimitMinutes !== null &&
        !presence.dwellRaised &&
        seconds >= zone.dwellLimitMinutes * 60
      ) {
        presence.dwellRaised = true;
        crossings.push({ type: 'dwell', zone, at: point.at, value: Math.floor(seconds / 60) });
      }
    }
    lastAt = point.at;
  }
  return { state: { busId: previous.busId, lastAt, inside }, crossings };
}

interface StateRow {
  bus_id: string;
  last_at: Date | string | null;
  inside: Record<string, ZonePresence> | string;
}

/** The buses' zone rows, created if missing, locked for the batch in bus order (no deadlock across replicas). */
async function lockZoneStates(tx: Database, busIds: string[]): Promise<ZoneState[]> {
  const result = await tx.execute(sql`
    insert into bus_zone_state (bus_id)
    select value::uuid from json_array_elements_text(${JSON.stringify(busIds)}::json) order by 1
    on conflict (bus_id) do update set bus_id = excluded.bus_id
    returning bus_id, last_at, inside`);
  return rowsOf<StateRow>(result).map((row) => ({
    busId: row.bus_id,
    lastAt: row.last_at === null ? null : new Date(row.last_at),
    inside: typeof row.inside === 'string' ? JSON.parse(row.inside) : row.inside,
  }));
}

async function writeZoneStates(tx: Database, states: ZoneState[]) {
  const json = JSON.stringify(states.map((s) => ({ bus_id: s.busId, last_at: s.lastAt, inside: s.inside })));
  await tx.execute(sql`
    update bus_zone_state b set last_at = r.last_at, inside = r.inside
    from json_to_recordset(${json}::json) as r(bus_id uuid, last_at timestamptz, inside jsonb)
    where b.bus_id = r.bus_id`);
}

/** What a crossing raises: a no-go zone entered or left, any zone stayed in too long. */
function alertOf(crossing: Crossing): AlertType | null {
  if (crossing.type === 'dwell') return 'zone_dwell';
  if (crossing.zone.kind !== 'no_go') return null;
  return crossing.type === 'entered' ? 'zone_entered' : 'zone_left';
}

/**
 * Zone crossings of the batch's new fixes, bus by bus, in the ingest's transaction (ADR 0062). The
 * buses' zone rows are locked, so a crossing is decided once whichever replica ingests the fixes;
 * a fix older than the bus's last counted one derives nothing. A school zone's arrival and
 * departure go on the bus's trip timeline; alerts go through `raiseAlert` (one open per bus and type).
 */
export async function watchZones(
  tx: Database,
  zones: readonly Zone[],
  fixes: ReadonlyMap<string, Point[]>,
  tripOf: ReadonlyMap<string, ActiveTrip>,
  feed: FeedEntry[],
): Promise<void> {
  if (fixes.size === 0 || zones.length === 0) return;
  const states = await lockZoneStates(tx, [...fixes.keys()].sort());
  const written: ZoneState[] = [];
  for (const state of states.sort((a, b) => (a.busId < b.busId ? -1 : 1))) {
    const news = fixes
      .get(state.busId)!
      .filter((p) => !state.lastAt || p.at > state.lastAt)
      .sort((a, b) => a.at.getTime() - b.at.getTime());
    if (news.length === 0) continue;
    const { state: after, crossings } = zoneCrossings(state, zones, news);
    written.push(after);
    const trip = tripOf.get(state.busId) ?? null;
    for (const crossing of crossings) {
      if (trip && crossing.zone.kind === 'school' && crossing.type !== 'dwell') {
        await addDerivedEvent(tx, feed, trip.tripId, {
          type: crossing.type === 'entered' ? 'school_arrival' : 'school_departure',
          detail: crossing.zone.schoolId,
          value: crossing.value,
          at: crossing.at,
        });
      }
      const type = alertOf(crossing);
      if (type) {
        await raiseAlert(tx, feed, {
          type,
          busId: state.busId,
          tripId: trip?.tripId ?? null,
          // Minutes inside (left, dwell); nothing for an entry.
          value: crossing.type === 'left' ? Math.floor(crossing.value! / 60) : crossing.value,
          at: crossing.at,
          zoneId: crossing.zone.id,
        });
      }
    }
  }
  if (written.length > 0) await writeZoneStates(tx, written);
}

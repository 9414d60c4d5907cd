import { sql } from 'drizzle-orm';
import type { Database } from '../../db/types';
import { rowsOf } from '../../lib/raw-rows';
import { distanceM } from './geo';
import type { Point } from './position-derivation';

/** Faster than this between two fixes of one bus is not a bus (a school bus is governed far below). */
export const MAX_PLAUSIBLE_KMH = 250;
/** Added to the distance a bus could cover, so GPS scatter between close fixes is never a jump. */
export const JUMP_SLACK_M = 1_000;
/** A bus's stored fixes older than this are no reference: after a day anywhere is possible. */
const REFERENCE_HOURS = 24;

interface Fix {
  at: number;
  lat: number;
  lng: number;
}

const possible = (from: Fix, to: Point) =>
  distanceM(from, to) <=
  JUMP_SLACK_M + ((MAX_PLAUSIBLE_KMH / 3.6) * Math.abs(to.at.getTime() - from.at)) / 1000;

/**
 * Each POST's points without those a bus cannot have reached: further from the bus's latest fix
 * (stored, or kept earlier in the batch) than MAX_PLAUSIBLE_KMH allows in the time between them.
 * A jump is refused, not stored (docs/security.md): the bus's shown position does not move, its
 * trip derives nothing from it, and the fixes that follow are measured from the last possible one.
 * One statement for the batch. `posts` hold their points sorted by time.
 */
export async function withoutImpossibleJumps(
  tx: Database,
  posts: { busId: string; points: Point[] }[],
): Promise<{ kept: Point[]; refused: number }[]> {
  const buses = [...new Set(posts.map((p) => p.busId))];
  const times = posts.flatMap((p) => p.points.map((point) => point.at.getTime()));
  if (times.length === 0) return posts.map(() => ({ kept: [], refused: 0 }));
  const since = new Date(Math.min(...times) - REFERENCE_HOURS * 3_600_000);
  // One index probe per bus (newest first, one row): a bus's day of fixes is never read whole.
  const result = await tx.execute(sql`
    select b.bus_id, p.at_ms, p.lat, p.lng
    from (select value::uuid as bus_id from json_array_elements_text(${JSON.stringify(buses)}::json)) b
    cross join lateral (
      select (extract(epoch from at) * 1000)::float8 as at_ms, lat, lng
      from bus_positions
      where bus_positions.bus_id = b.bus_id and at > ${since}::timestamptz
      order by at desc
      limit 1
    ) p`);
  const latest = new Map<string, Fix>();
  for (const row of rowsOf<{ bus_id: string; at_ms: number; lat: number; lng: number }>(result))
    latest.set(row.bus_id, { at: Number(row.at_ms), lat: Number(row.lat), lng: Number(row.lng) });
  return posts.map((post) => {
    const kept = post.points.filter((point) => {
      const from = latest.get(post.busId);
      if (from && !possible(from, point)) return false;
      if (!from || point.at.getTime() >= from.at)
        latest.set(post.busId, { at: point.at.getTime(), lat: point.lat, lng: point.lng });
      return true;
    });
    return { kept, refused: post.points.length - kept.length };
  });
}

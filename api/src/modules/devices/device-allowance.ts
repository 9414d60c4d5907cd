import { sql } from 'drizzle-orm';
import type { Database } from '../../db/types';
import { HttpProblem } from '../../lib/problem';
import { rowsOf } from '../../lib/raw-rows';

export interface DeviceAllowance {
  kind: 'positions' | 'unknown_cards';
  /** Hits per bus within one window. */
  max: number;
  windowMs: number;
}

/**
 * Position requests (an OsmAnd fix or a POST of up to 500 points) per bus: 50 in 10 seconds, five
 * a second, five times what a tracker sending every second needs. A flood past it is refused with
 * 429 and Retry-After; a tracker then sends the fix again.
 */
export const POSITION_ALLOWANCE: DeviceAllowance = { kind: 'positions', max: 50, windowMs: 10_000 };
/**
 * Scans of cards no active student holds, per bus: 20 an hour. A reader sees one now and then (a
 * lost card, a card not yet issued); a holder of the device identifier guessing card numbers
 * learns at most 20 an hour.
 */
export const UNKNOWN_CARD_ALLOWANCE: DeviceAllowance = {
  kind: 'unknown_cards',
  max: 20,
  windowMs: 60 * 60_000,
};

export interface Spent {
  /** Hits of the window before these. */
  before: number;
  /** Seconds until the window ends. */
  retryAfter: number;
}

/**
 * Spends `hits` of each bus's allowance in one statement and answers what the window held before
 * them. The window starts at its first hit and lasts `windowMs`; the count is a row per bus and
 * kind, updated in place (rows locked in bus order), so replicas count against the same figure.
 */
export async function spendAllowance(
  db: Database,
  allowance: DeviceAllowance,
  hits: Map<string, number>,
  now: Date,
): Promise<Map<string, Spent>> {
  if (hits.size === 0) return new Map();
  const json = JSON.stringify(
    [...hits].sort(([a], [b]) => (a < b ? -1 : 1)).map(([bus_id, n]) => ({ bus_id, n })),
  );
  const expired = sql`device_allowances.window_start <= ${now}::timestamptz - ${allowance.windowMs} * interval '1 millisecond'`;
  const result = await db.execute(sql`
    insert into device_allowances (bus_id, kind, window_start, hits)
    select bus_id, ${allowance.kind}, ${now}::timestamptz, n
    from json_to_recordset(${json}::json) as r(bus_id uuid, n int)
    order by bus_id
    on conflict (bus_id, kind) do update set
      window_start = case when ${expired} then excluded.window_start else device_allowances.window_start end,
      hits = case when ${expired} then excluded.hits else device_allowances.hits + excluded.hits end
    returning bus_id, hits, (extract(epoch from window_start) * 1000)::float8 as start_ms`);
  const spent = new Map<string, Spent>();
  for (const row of rowsOf<{ bus_id: string; hits: number; start_ms: number }>(result)) {
    const end = Number(row.start_ms) + allowance.windowMs;
    spent.set(row.bus_id, {
      before: Number(row.hits) - (hits.get(row.bus_id) ?? 0),
      retryAfter: Math.max(1, Math.ceil((end - now.getTime()) / 1000)),
    });
  }
  return spent;
}

/** The 429 of a spent allowance, with the seconds until its window ends. */
export function allowanceProblem(code: string, spent: Spent): HttpProblem {
  return new HttpProblem(429, code, [], { 'retry-after': String(spent.retryAfter) });
}

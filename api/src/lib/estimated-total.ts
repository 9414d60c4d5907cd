import { count, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Database } from '../db/types';
import { rowsOf } from './raw-rows';

/** Up to this many matches the total is counted; above it, the planner's estimate is shown as "about N". */
export const EXACT_TOTAL_LIMIT = 1000;

export interface ListTotal {
  total: number;
  /** True when `total` is the planner's estimate (more than EXACT_TOTAL_LIMIT rows match). */
  totalEstimated: boolean;
}

/**
 * How many rows match, counting at most EXACT_TOTAL_LIMIT + 1 of them: a search that matches
 * thousands of rows stops counting early, and its total is the planner's row estimate (never
 * below what was counted). `matching` builds a fresh `select 1 ... where` each call.
 */
export async function estimatedTotal(db: Database, matching: () => PgSelect): Promise<ListTotal> {
  const capped = matching()
    .limit(EXACT_TOTAL_LIMIT + 1)
    .as('capped');
  const [counted] = await db.select({ n: count() }).from(capped);
  const n = counted?.n ?? 0;
  if (n <= EXACT_TOTAL_LIMIT) return { total: n, totalEstimated: false };
  const plan = rowsOf<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
    await db.execute(sql`explain (format json) ${matching()}`),
  );
  const estimate = Math.round(plan[0]?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? 0);
  return { total: Math.max(estimate, n), totalEstimated: true };
}

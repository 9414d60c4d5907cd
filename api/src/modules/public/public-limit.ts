import { and, count, eq, gt, lt, min } from 'drizzle-orm';
import type { Database } from '../../db/types';
import { HttpProblem } from '../../lib/problem';
import { publicHits } from './public-limit.table';

export interface PublicLimit {
  bucket: string;
  max: number;
  windowMs: number;
  /** The 429's problem code: `public.rateLimited` (this address) unless said. */
  code?: string;
}

/** Every address's hits of an overall limit are counted under this one key. */
export const ALL_ADDRESSES = '*';

/** Reading the landing page's lists: generous, a page load makes two calls. */
export const PUBLIC_READ_LIMIT: PublicLimit = { bucket: 'read', max: 120, windowMs: 60_000 };
/** Submitting a registration request: a family sends one or two, a script many. */
export const PUBLIC_SUBMIT_LIMIT: PublicLimit = { bucket: 'submit', max: 10, windowMs: 60 * 60_000 };

/** All addresses' submissions together: `PUBLIC_SUBMISSIONS_PER_HOUR` an hour (docs/security.md). */
export const overallSubmitLimit = (perHour: number): PublicLimit => ({
  bucket: 'submit-all',
  max: perHour,
  windowMs: 60 * 60_000,
  code: 'public.busy',
});

const LONGEST_WINDOW_MS = Math.max(PUBLIC_READ_LIMIT.windowMs, PUBLIC_SUBMIT_LIMIT.windowMs);

/**
 * Counts this call against the IP's limit, in the database so every replica sees it. The hit is
 * written first (committed on its own) and then counted with the window's hits, its own among
 * them: parallel calls each see all hits written before theirs, so no more than `max` pass. Over
 * the limit the hit is taken back and the call refused as 429 `public.rateLimited` (or the limit's
 * own code) with Retry-After. An overall limit counts every address under ALL_ADDRESSES.
 */
export async function takePublicHit(db: Database, limit: PublicLimit, ip: string): Promise<void> {
  const [hit] = await db
    .insert(publicHits)
    .values({ bucket: limit.bucket, ip })
    .returning({ id: publicHits.id });
  const since = new Date(Date.now() - limit.windowMs);
  const [row] = await db
    .select({ hits: count(), oldest: min(publicHits.at) })
    .from(publicHits)
    .where(and(eq(publicHits.bucket, limit.bucket), eq(publicHits.ip, ip), gt(publicHits.at, since)));
  if (row && row.hits > limit.max && row.oldest) {
    await db.delete(publicHits).where(eq(publicHits.id, (hit as { id: string }).id));
    const oldest = new Date(row.oldest).getTime();
    const retryAfter = Math.max(1, Math.ceil((oldest + limit.windowMs - Date.now()) / 1000));
    throw new HttpProblem(429, limit.code ?? 'public.rateLimited', [], { 'retry-after': String(retryAfter) });
  }
}

export async function purgeOldPublicHits(db: Database): Promise<void> {
  await db.delete(publicHits).where(lt(publicHits.at, new Date(Date.now() - LONGEST_WINDOW_MS)));
}

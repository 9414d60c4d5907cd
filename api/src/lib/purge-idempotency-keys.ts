import { lt } from 'drizzle-orm';
import { idempotencyKeys } from '../db/idempotency.table';
import type { Database } from '../db/types';
import { IDEMPOTENCY_TTL_MS } from './mutate';

/** Answers older than 24 h are no longer replayed (mutate() ignores them); this frees their rows. */
export async function purgeExpiredIdempotencyKeys(db: Database): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(Date.now() - IDEMPOTENCY_TTL_MS)));
}

import type { Trip } from '@rihla/shared/contracts/trips';
import type { Database } from '../../db/types';
import type { FeedEntry } from './feed-message';
import type { LiveFeedHub } from './live-feed-hub';

/** The feed's `status` message of a trip's move. */
export function statusEntry(move: { before: Trip; after: Trip }): FeedEntry {
  return {
    tripId: move.after.id,
    kind: 'status',
    data: {
      tripId: move.after.id,
      busId: move.after.busId,
      fromStatus: move.before.status,
      toStatus: move.after.status,
      version: move.after.version,
      at: move.after.updatedAt,
    },
  };
}

/**
 * Stores a trip's status move on the live feed in `tx`, the transaction that makes it, so the move
 * and its message commit together (PostgreSQL NOTIFYs every replica at commit). Returns what to call
 * once `tx` has committed (PGlite hands the message over then).
 */
export async function recordStatusMove(
  hub: LiveFeedHub,
  tx: Database,
  move: { before: Trip; after: Trip },
): Promise<() => void> {
  return hub.record(tx, [statusEntry(move)]);
}

import { type LiveFeedMessage, liveFeedMessageSchema } from '@rihla/shared/contracts/live-feed';
import { z } from 'zod';

/** One change for the live feed as its producer hands it over; the hub numbers and fans it out. */
export type FeedEntry = LiveFeedMessage & { tripId: string | null };

/** One numbered change, as watchers receive it (`id` is the SSE event id). */
export type FeedMessage = FeedEntry & { id: number };

/** A row of `monitor_feed`, as stored and as NOTIFY carries it. */
const feedRowSchema = z.object({
  id: z.number().int(),
  tripId: z.string().nullable(),
  kind: z.string(),
  payload: z.unknown(),
});
type FeedRow = z.infer<typeof feedRowSchema>;

export interface FeedLog {
  warn(object: unknown, message?: string): void;
}

/**
 * The entry as the contract has it, before it is stored: a message that does not match is a bug of
 * its producer, refused with the transaction that carries it rather than sent to every screen.
 */
export function checkedEntry(entry: FeedEntry): FeedEntry {
  return { tripId: entry.tripId, ...liveFeedMessageSchema.parse({ kind: entry.kind, data: entry.data }) };
}

/** A row as a message; one that does not match the contract (another version wrote it) is dropped and logged. */
export function messageOf(row: FeedRow, log: FeedLog): FeedMessage | null {
  const parsed = liveFeedMessageSchema.safeParse({ kind: row.kind, data: row.payload });
  if (parsed.success) return { id: row.id, tripId: row.tripId, ...parsed.data };
  log.warn(
    { id: row.id, kind: row.kind, issues: parsed.error.issues },
    'live feed: malformed message dropped',
  );
  return null;
}

/** A NOTIFY payload as a message, or null (logged) when it is not one. */
export function notifiedMessage(payload: string, log: FeedLog): FeedMessage | null {
  let json: unknown;
  try {
    json = JSON.parse(payload);
  } catch {
    json = undefined;
  }
  const row = feedRowSchema.safeParse(json);
  if (row.success) return messageOf(row.data, log);
  log.warn({ payload: payload.slice(0, 200) }, 'live feed: unreadable notification dropped');
  return null;
}

import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FeedMessage } from './feed-message';
import type { LiveFeedHub } from './live-feed-hub';
import { frameOf } from './sse-frame';

const HEARTBEAT_MS = 15_000;
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;

export interface WatchOptions {
  /** One trip's changes (and those of no trip), or every change when null. */
  tripId: string | null;
  /** The last message the watcher has (its Last-Event-ID): what came after is replayed first. */
  lastEventId: number | undefined;
  /** An operator limited to some schools (ADR 0072): only their trips' messages, none of no trip. */
  scope?: WatchScope | null;
  /** Whether the alerts come along: not to a school's staff, who do not read the alerts (ADR 0076). */
  alerts?: boolean;
}

export interface WatchScope {
  /** Today's trips of the operator's schools when the stream opened. */
  tripIds: Set<string>;
  /**
   * Of the trips just planned or re-planned, those now of the operator's schools and of today; null
   * when the stream is one trip's (nothing to learn). A trip added later joins the stream by it.
   */
  recheck: ((tripIds: string[]) => Promise<ReadonlySet<string>>) | null;
}

/**
 * Turns the reply into an event stream of the feed for one watcher: subscribed before anything is
 * sent, then the replay of what it missed, then live messages, with a heartbeat comment so proxies
 * keep the connection open.
 */
export async function watchFeed(
  hub: LiveFeedHub,
  request: FastifyRequest,
  reply: FastifyReply,
  { tripId, lastEventId, scope = null, alerts = true }: WatchOptions,
): Promise<void> {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  raw.write('retry: 2000\n\n');
  // Live messages come once each, in commit order (not always id order across replicas), so
  // they are never filtered by id; only the messages held during the replay may repeat it.
  let replaying = lastEventId !== undefined;
  const held: FeedMessage[] = [];
  const send = (messages: FeedMessage[]) => {
    let chunk = '';
    for (const message of messages) {
      if (tripId && message.tripId !== null && message.tripId !== tripId) continue;
      if (scope && (message.tripId === null || !scope.tripIds.has(message.tripId))) continue;
      if (!alerts && message.kind === 'alert') continue;
      chunk += frameOf(message);
    }
    if (!chunk) return;
    // A watcher that cannot keep up is cut off rather than buffered without end; its
    // EventSource comes back with Last-Event-ID and replays the gap.
    if (raw.writableLength > MAX_BUFFERED_BYTES) raw.destroy();
    else raw.write(chunk);
  };
  // A limited operator's messages pass one batch after another, each once the trips it plans are
  // checked against the scope: a trip created (or moved to one of their schools) joins the
  // stream with its `plan` message, one moved away leaves it after its own.
  let checked = Promise.resolve();
  const deliver = (messages: FeedMessage[]) => {
    const recheck = scope?.recheck;
    if (!recheck) return send(messages);
    const planned = [
      ...new Set(messages.flatMap((m) => (m.kind === 'plan' && m.tripId !== null ? [m.tripId] : []))),
    ];
    checked = checked
      .then(async () => {
        if (planned.length === 0) return send(messages);
        const now = await recheck(planned);
        for (const id of planned) if (now.has(id)) scope.tripIds.add(id);
        send(messages);
        for (const id of planned) if (!now.has(id)) scope.tripIds.delete(id);
      })
      .catch(() => {
        raw.destroy();
      });
  };
  const unsubscribe = hub.subscribe((messages) => {
    if (replaying) held.push(...messages);
    else deliver(messages);
  });
  const heartbeat = setInterval(() => raw.write(': keep-alive\n\n'), HEARTBEAT_MS);
  heartbeat.unref();
  request.raw.on('close', () => {
    clearInterval(heartbeat);
    unsubscribe();
  });
  if (lastEventId !== undefined) {
    const replayed = new Set<number>();
    try {
      const missed = await hub.replay(lastEventId, tripId);
      for (const message of missed) replayed.add(message.id);
      deliver(missed);
    } finally {
      replaying = false;
      deliver(held.splice(0).filter((message) => !replayed.has(message.id)));
    }
  }
}

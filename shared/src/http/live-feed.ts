import { LIVE_FEED_KINDS, type LiveFeedMessage, liveFeedMessageSchema } from '../contracts/live-feed';

/**
 * One change of the live monitoring feed, checked against its contract (narrow on `kind` for a
 * typed `data`): `id` orders them (the SSE event id).
 */
export type FeedEvent = LiveFeedMessage & { id: number };

export type FeedListener = (event: FeedEvent) => void;

export interface LiveFeed {
  /** Every change of the active trips; the connection opens with the first listener, closes with the last. */
  subscribe(listener: FeedListener): () => void;
  /**
   * Called whenever the connection (re)opens: a screen refetches what it shows then, because a
   * watcher away for long is only replayed the newest changes.
   */
  onOpen(listener: () => void): () => void;
}

interface EventSourceLike {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onerror: ((event: Event) => void) | null;
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  close(): void;
}

export interface LiveFeedOptions {
  /** The stream's URL, e.g. `/api/v1/monitoring/stream`. */
  url: string;
  createSource?: (url: string) => EventSourceLike;
  /** Waits before reopening a stream the browser gave up on (an HTTP error, not a dropped line). */
  backoffMs?: readonly number[];
  /** Told of a message that does not match the contract (it is dropped); the console by default. */
  onMalformed?: (kind: string, problem: unknown) => void;
}

const CLOSED = 2;

/** The message's JSON, or undefined when it is not JSON (the contract then refuses it). */
function jsonOf(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * One EventSource for the whole console, shared by the shell's alert toasts and every monitor
 * screen. The browser reconnects a dropped stream by itself with Last-Event-ID; a stream it closed
 * (the API answered an error, e.g. during a restart) is reopened here with backoff from the last id.
 */
export function createLiveFeed({
  url,
  createSource = (href) => new EventSource(href, { withCredentials: true }),
  backoffMs = [1_000, 2_000, 5_000, 10_000, 30_000],
  onMalformed = (kind, problem) =>
    console.warn(`Live feed: a malformed ${kind} message was dropped`, problem),
}: LiveFeedOptions): LiveFeed {
  const listeners = new Set<FeedListener>();
  const openListeners = new Set<() => void>();
  let source: EventSourceLike | null = null;
  let lastId: number | null = null;
  let failures = 0;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const open = () => {
    const href = lastId === null ? url : `${url}${url.includes('?') ? '&' : '?'}lastEventId=${lastId}`;
    const current = createSource(href);
    source = current;
    current.onopen = () => {
      failures = 0;
      for (const listener of openListeners) listener();
    };
    current.onerror = () => {
      if (current.readyState !== CLOSED || source !== current) return;
      current.close();
      source = null;
      const wait = backoffMs[Math.min(failures, backoffMs.length - 1)] ?? 30_000;
      failures += 1;
      retry = setTimeout(() => {
        if (listeners.size > 0) open();
      }, wait);
    };
    for (const kind of LIVE_FEED_KINDS) {
      current.addEventListener(kind, (message) => {
        const id = Number(message.lastEventId);
        if (Number.isFinite(id) && id > 0) lastId = id;
        const parsed = liveFeedMessageSchema.safeParse({ kind, data: jsonOf(message.data) });
        if (!parsed.success) {
          onMalformed(kind, parsed.error);
          return;
        }
        for (const listener of [...listeners]) listener({ id, ...parsed.data });
      });
    }
  };

  const close = () => {
    clearTimeout(retry);
    source?.close();
    source = null;
    failures = 0;
    // Nobody listened in between: the next watcher starts from now and refetches on open.
    lastId = null;
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      if (!source && listeners.size === 1) open();
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) close();
      };
    },
    onOpen(listener) {
      openListeners.add(listener);
      return () => openListeners.delete(listener);
    },
  };
}

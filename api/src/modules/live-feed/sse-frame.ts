import type { FeedMessage } from './feed-message';

/** One SSE frame per message, serialised once however many watchers receive it. */
const frames = new WeakMap<FeedMessage, string>();

export function frameOf(message: FeedMessage): string {
  let frame = frames.get(message);
  if (!frame) {
    frame = `id: ${message.id}\nevent: ${message.kind}\ndata: ${JSON.stringify(message.data)}\n\n`;
    frames.set(message, frame);
  }
  return frame;
}

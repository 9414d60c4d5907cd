import type { FeedListener } from '@rihla/shared/http/live-feed';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useEffect, useRef } from 'react';

/**
 * Listens to the live monitoring feed while the component is mounted (the shared EventSource is
 * closed when nobody listens); every event is checked against the live-feed contract, so narrowing
 * on `event.kind` gives typed `event.data`. `onOpen` runs whenever the stream (re)connects: refetch there.
 */
export function useLiveFeed(listener: FeedListener, onOpen?: () => void) {
  const { liveFeed } = useShell();
  const latest = useRef({ listener, onOpen });
  latest.current = { listener, onOpen };
  useEffect(() => {
    const stopOpen = liveFeed.onOpen(() => latest.current.onOpen?.());
    const stop = liveFeed.subscribe((event) => latest.current.listener(event));
    return () => {
      stop();
      stopOpen();
    };
  }, [liveFeed]);
}

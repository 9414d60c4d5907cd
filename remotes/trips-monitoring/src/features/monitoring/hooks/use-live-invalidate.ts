import type { FeedEvent } from '@rihla/shared/http/live-feed';
import { useLiveFeed } from '@rihla/shared/ui/use-live-feed';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

/** Bursts of feed events refetch at most this often (a bus sends a fix a second). */
const THROTTLE_MS = 1_500;

/**
 * Refetches the given queries when the live feed carries a change they show, throttled, and
 * whenever the stream reconnects (it may have missed changes while away).
 */
export function useLiveInvalidate(keys: readonly QueryKey[], matches: (event: FeedEvent) => boolean) {
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const refetch = () => {
    for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
  };
  const schedule = () => {
    if (timer.current !== undefined) return;
    timer.current = setTimeout(() => {
      timer.current = undefined;
      refetch();
    }, THROTTLE_MS);
  };
  useEffect(() => () => clearTimeout(timer.current), []);
  useLiveFeed((event) => {
    if (matches(event)) schedule();
  }, refetch);
}

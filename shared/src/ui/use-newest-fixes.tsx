import type { LivePosition } from '@rihla/shared/contracts/live-feed';
import { useEffect, useRef, useState } from 'react';
import { useLiveFeed } from './use-live-feed';

/** Fixes arrive up to once a second per bus; a screen is redrawn at most this often by default. */
const FLUSH_MS = 1_000;

/**
 * Whether `fix` is older than `than`: a fix overtaken by a newer one of its bus (sent over a slower
 * connection) still arrives, and must not move the bus back. ISO times compare as text.
 */
export function isOlderFix(fix: { at: string | null }, than: { at: string | null } | undefined): boolean {
  return !!than?.at && !!fix.at && fix.at < than.at;
}

export interface NewestFixesOptions {
  /** Only this trip's fixes; every bus's when absent. */
  tripId?: string;
  /** How long fixes are gathered (coalesced per bus) before one redraw; 0 draws each fix as it comes. */
  flushMs?: number;
}

/**
 * The newest fix of each bus from the live feed, by bus id: fixes are coalesced per bus and applied
 * in one redraw at most every `flushMs`, and a late fix never moves a bus back.
 */
export function useNewestFixes({
  tripId,
  flushMs = FLUSH_MS,
}: NewestFixesOptions = {}): ReadonlyMap<string, LivePosition> {
  const pending = useRef(new Map<string, LivePosition>());
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [fixes, setFixes] = useState<ReadonlyMap<string, LivePosition>>(() => new Map());
  useEffect(() => () => clearTimeout(timer.current), []);
  const flush = () => {
    timer.current = undefined;
    const batch = pending.current;
    pending.current = new Map();
    setFixes((previous) => {
      const next = new Map(previous);
      for (const [busId, newer] of batch) if (!isOlderFix(newer, previous.get(busId))) next.set(busId, newer);
      return next;
    });
  };
  useLiveFeed((event) => {
    if (event.kind !== 'position' || (tripId && event.data.tripId !== tripId)) return;
    const fix = event.data;
    if (isOlderFix(fix, pending.current.get(fix.busId))) return;
    pending.current.set(fix.busId, fix);
    if (flushMs === 0) flush();
    else timer.current ??= setTimeout(flush, flushMs);
  });
  return fixes;
}

import { type CrewQueuedFix, crewFixQueueSchema } from '@rihla/shared/contracts/crew-trip';
import type { TripStatus } from '@rihla/shared/contracts/trips';
import { ProblemError } from '@rihla/shared/http/problem-error';
import type { MobileApi } from '@rihla/shared/mobile/mobile-api';
import { keepOfflineCopy, offlineCopy } from '@rihla/shared/mobile/offline-copy';
import { useEffect } from 'react';
import { OFFLINE_KEYS } from '../../session/offline-keys';

/** A batch goes when this many fixes wait, or every SEND_EVERY_MS, whichever comes first. */
const BATCH_FIXES = 5;
const SEND_EVERY_MS = 10_000;
/** Fixes closer in time than this are one: the bus's track needs no more. */
const MIN_GAP_MS = 2_000;
/** What the phone keeps while offline at most (hours at one fix every few seconds); the oldest go first. */
const MAX_KEPT = 3_000;
/** The API takes up to this many points a request. */
const MAX_PER_POST = 500;

const kept = (): CrewQueuedFix[] => offlineCopy(OFFLINE_KEYS.fixes, crewFixQueueSchema) ?? [];

function keep(fixes: CrewQueuedFix[]) {
  keepOfflineCopy(OFFLINE_KEYS.fixes, fixes.slice(-MAX_KEPT));
}

/** Adds a fix of the phone to the queue (kept on the phone); true when a batch is ready to go. */
export function queueFix(tripId: string, position: GeolocationPosition): boolean {
  const fixes = kept();
  const at = new Date(position.timestamp);
  const last = fixes.at(-1);
  if (last && at.getTime() - new Date(last.at).getTime() < MIN_GAP_MS) return false;
  const { latitude, longitude, speed, heading } = position.coords;
  fixes.push({
    tripId,
    at: at.toISOString(),
    lat: latitude,
    lng: longitude,
    // m/s to km/h; a phone that does not know says null (or NaN for the heading while still).
    speedKmh: speed != null && Number.isFinite(speed) ? Math.min(300, Math.max(0, speed * 3.6)) : null,
    heading: heading != null && Number.isFinite(heading) ? heading : null,
  });
  keep(fixes);
  return fixes.length >= BATCH_FIXES;
}

/** Drops the fixes of a trip that is over (completed or cancelled): no bus track is wanted after it. */
export function dropFixesOf(tripId: string): void {
  const fixes = kept();
  if (fixes.some((fix) => fix.tripId === tripId)) keep(fixes.filter((fix) => fix.tripId !== tripId));
}

let sending = false;

/**
 * Sends the kept fixes, oldest first, a trip's run at a time, until none is left or the network is
 * gone (they wait for it). Fixes the API refuses (the trip ended, a clock gone wrong) are dropped:
 * sending them again would be refused again. A batch sent twice stores nothing twice.
 */
export async function sendFixes(api: MobileApi): Promise<void> {
  if (sending) return;
  sending = true;
  try {
    for (let fixes = kept(); fixes.length > 0; fixes = kept()) {
      const tripId = fixes[0]!.tripId;
      const batch = fixes.slice(0, MAX_PER_POST).filter((fix) => fix.tripId === tripId);
      try {
        await api.post(`crew/trips/${tripId}/positions`, {
          json: { points: batch.map(({ tripId: _trip, ...point }) => point) },
        });
      } catch (error) {
        // No network, the session gone, or too many at once: the fixes wait.
        if (!(error instanceof ProblemError) || error.status === 401 || error.status === 429) return;
      }
      // Fixes queued while the batch was on its way stay.
      const sent = new Set(batch.map((fix) => fix.at));
      keep(kept().filter((fix) => fix.tripId !== tripId || !sent.has(fix.at)));
    }
  } finally {
    sending = false;
  }
}

/**
 * While the trip is on the road and this screen is open, the phone's position goes to the bus's
 * positions (the trackers' ingest): watched, batched, kept on the phone while offline and sent
 * when the network returns (the trip screen sends them before completing). A phone that refuses
 * its position simply sends none.
 */
export function usePositionReports(api: MobileApi, tripId: string, status: TripStatus): void {
  const onTheRoad = status === 'in_progress' || status === 'disrupted';
  const over = status === 'completed' || status === 'cancelled';
  useEffect(() => {
    if (over) dropFixesOf(tripId);
    const send = () => void sendFixes(api);
    send();
    window.addEventListener('online', send);
    if (!onTheRoad || !('geolocation' in navigator)) {
      return () => window.removeEventListener('online', send);
    }
    const watch = navigator.geolocation.watchPosition(
      (position) => {
        if (queueFix(tripId, position)) send();
      },
      () => undefined,
      { enableHighAccuracy: true, maximumAge: 5_000 },
    );
    const timer = setInterval(send, SEND_EVERY_MS);
    return () => {
      navigator.geolocation.clearWatch(watch);
      clearInterval(timer);
      window.removeEventListener('online', send);
    };
  }, [api, tripId, onTheRoad, over]);
}

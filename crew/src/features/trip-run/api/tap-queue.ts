import { IDEMPOTENCY_HEADER } from '@rihla/shared/contracts/auth';
import {
  type CrewQueuedTap,
  type CrewTripState,
  crewTapQueueSchema,
  crewTripStateSchema,
} from '@rihla/shared/contracts/crew-trip';
import { parseAnswer } from '@rihla/shared/http/parse-answer';
import { ProblemError } from '@rihla/shared/http/problem-error';
import type { MobileApi } from '@rihla/shared/mobile/mobile-api';
import { keepOfflineCopy, offlineCopy } from '@rihla/shared/mobile/offline-copy';
import { useEffect, useSyncExternalStore } from 'react';
import { OFFLINE_KEYS } from '../../session/offline-keys';

/**
 * The taps not yet synced, kept in localStorage (a closed tab or a dead phone loses none) and sent
 * one at a time, oldest first, each under its own Idempotency-Key (a tap whose answer was lost is
 * applied once). Each carries the time it was recorded; the API orders by that time.
 */
interface QueueState {
  taps: CrewQueuedTap[];
  /** The last tap the API refused (a trip cancelled meanwhile, a child moved to another bus). */
  refused: ProblemError | null;
}

let state: QueueState = { taps: offlineCopy(OFFLINE_KEYS.taps, crewTapQueueSchema) ?? [], refused: null };
const listeners = new Set<() => void>();

function update(next: Partial<QueueState>) {
  state = { ...state, ...next };
  if (next.taps) keepOfflineCopy(OFFLINE_KEYS.taps, next.taps);
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function enqueueTap(tap: Omit<CrewQueuedTap, 'key'>): void {
  update({ taps: [...state.taps, { ...tap, key: globalThis.crypto.randomUUID() }], refused: null });
}

let syncing = false;

/**
 * Sends the queue in order until it is empty or the network is gone (the rest waits for it to come
 * back). A refused tap leaves the queue and is told; `onState` gets each answer.
 */
export async function syncTaps(api: MobileApi, onState: (state: CrewTripState) => void): Promise<void> {
  if (syncing) return;
  syncing = true;
  try {
    // What another tab of this phone synced meanwhile is not sent again.
    state = { ...state, taps: offlineCopy(OFFLINE_KEYS.taps, crewTapQueueSchema) ?? [] };
    while (state.taps.length > 0) {
      const tap = state.taps[0]!;
      // Taps made while this one was on its way stay queued after it.
      const rest = () => state.taps.filter((queued) => queued.key !== tap.key);
      try {
        onState(
          await parseAnswer(
            api.post(`crew/trips/${tap.tripId}/${tap.path}`, {
              json: tap.body,
              headers: { [IDEMPOTENCY_HEADER]: tap.key },
            }),
            crewTripStateSchema,
          ),
        );
        update({ taps: rest() });
      } catch (error) {
        // No network, or the session is gone (the sign-in takes over): the taps wait.
        if (!(error instanceof ProblemError) || error.status === 401) return;
        update({ taps: rest(), refused: error });
      }
    }
  } finally {
    syncing = false;
  }
}

/** The queue as a screen reads it, synced on opening and whenever the network comes back. */
export function useTapQueue(api: MobileApi, onState: (state: CrewTripState) => void): QueueState {
  const current = useSyncExternalStore(subscribe, () => state);
  useEffect(() => {
    const sync = () => void syncTaps(api, onState);
    sync();
    window.addEventListener('online', sync);
    return () => window.removeEventListener('online', sync);
  }, [api, onState]);
  return current;
}

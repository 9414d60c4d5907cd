import type { Session } from '@rihla/shared/contracts/auth';
import { useSyncExternalStore } from 'react';

type Listener = () => void;

let current: Session | null = null;
let signedOut = false;
const listeners = new Set<Listener>();

/** The signed-in operator's session; set at start (GET /auth/me), on sign-in and sign-out. */
export const sessionStore = {
  get: (): Session | null => current,
  set(session: Session | null): void {
    if (session) signedOut = false;
    if (session === current) return;
    current = session;
    for (const listener of listeners) listener();
  },
  /** The operator signed out on purpose: the sign-in page then does not offer to come back. */
  signOut(): void {
    signedOut = true;
    sessionStore.set(null);
  },
  wasSignedOut: (): boolean => signedOut,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useSession(): Session | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get);
}

/**
 * What the crew app keeps on the phone for offline use. All of it but the taps and fixes goes at
 * sign-out or a refused session; those not yet synced stay until the API has them (or refuses them).
 */
export const OFFLINE_KEYS = {
  session: 'rihla.crew.session',
  today: 'rihla.crew.today',
  /** The trips' last states from the API. */
  tripStates: 'rihla.crew.tripStates',
  /** Taps not yet synced, oldest first. */
  taps: 'rihla.crew.taps',
  /** The phone's position fixes not yet synced, oldest first (kept like the taps). */
  fixes: 'rihla.crew.fixes',
} as const;

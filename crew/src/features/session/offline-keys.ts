/** What the crew app keeps on the phone for offline use; all of it goes at sign-out or a refused session. */
export const OFFLINE_KEYS = { session: 'rihla.crew.session', today: 'rihla.crew.today' } as const;

import { tripKeys } from '../../trips/api/trip-keys';

/** Disruptions sit under the trips' keys: a trip's move refreshes them, and their resolution the trips. */
export const disruptionKeys = {
  all: [...tripKeys.all, 'disruptions'] as const,
  detail: (id: string) => [...tripKeys.all, 'disruption', id] as const,
};

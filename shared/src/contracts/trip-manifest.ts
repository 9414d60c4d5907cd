import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from './common';

/**
 * Where each rider of a trip stands for the console, from the scans and the crew's taps: on the
 * bus, handed over, reported absent, not at the stop (a no-show), or not accounted for yet.
 */
export const MANIFEST_STATES = ['on_board', 'dropped_off', 'absent', 'no_show', 'unaccounted'] as const;
export type ManifestState = (typeof MANIFEST_STATES)[number];

export const manifestRiderSchema = z.object({
  studentId: idSchema,
  stopId: idSchema,
  state: z.enum(MANIFEST_STATES),
  /** When the rider's latest mark was recorded (null for the absent and the unaccounted). */
  at: isoDateTimeSchema.nullable(),
});
export type ManifestRider = z.infer<typeof manifestRiderSchema>;

/** The latest end-of-route walk: when, by whom, how many children it accounted for, where. */
export const manifestWalkSchema = z.object({
  at: isoDateTimeSchema,
  by: z.string().nullable(),
  accounted: z.number().int(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  /** False when a child boarded after it: another walk is needed before completing. */
  current: z.boolean(),
});
export type ManifestWalk = z.infer<typeof manifestWalkSchema>;

/** `GET /trips/:id/manifest`: the trip's riders in stop order and its walk. */
export const tripManifestSchema = z.object({
  tripId: idSchema,
  riders: z.array(manifestRiderSchema),
  walk: manifestWalkSchema.nullable(),
});
export type TripManifest = z.infer<typeof tripManifestSchema>;

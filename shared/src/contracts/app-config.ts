import { z } from 'zod';

/**
 * Runtime settings the screens need from the deployment (not from the build): where map
 * tiles come from and the operators' time zone. `mapTiles` is null when the deployment has no tile server (offline
 * sites); maps then draw routes, stops and buses on a plain background.
 */
export const appConfigSchema = z.object({
  mapTiles: z
    .object({
      /** Leaflet URL template, e.g. `https://tile.openstreetmap.org/{z}/{x}/{y}.png`. */
      url: z.string(),
      attribution: z.string(),
    })
    .nullable(),
  /** The operators' clock (IANA zone, e.g. Asia/Riyadh): what "today" is for trips and payments. */
  timeZone: z.string(),
});
export type AppConfig = z.infer<typeof appConfigSchema>;

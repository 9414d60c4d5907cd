import { z } from 'zod';
import { isoDateTimeSchema, latitudeSchema, longitudeSchema } from './common';

/**
 * One position fix as a tracker or the crew's phone reports it. A file of its own so the crew app
 * takes it without the rest of the monitoring contracts.
 */
export const devicePointSchema = z.object({
  at: isoDateTimeSchema,
  lat: latitudeSchema,
  lng: longitudeSchema,
  speedKmh: z
    .number('validation.number')
    .min(0, 'validation.min')
    .max(300, 'validation.max')
    .nullable()
    .default(null),
  heading: z
    .number('validation.number')
    .min(0, 'validation.min')
    .max(360, 'validation.max')
    .nullable()
    .default(null),
});

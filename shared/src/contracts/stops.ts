import { z } from 'zod';
import {
  entityMetaSchema,
  idSchema,
  latitudeSchema,
  listQuerySchema,
  longitudeSchema,
  requiredTextSchema,
  versionSchema,
} from './common';

const nameSchema = requiredTextSchema(2, 120);

/**
 * Where the company's buses run: Saudi Arabia's bounding box. A stop outside it is a slip of the
 * hand (0, 0 above all, or latitude and longitude swapped), never a place a school bus calls at.
 */
export const SERVICE_AREA = { south: 16.3, north: 32.2, west: 34.5, east: 55.7 } as const;

/** The Arabic name is written in Arabic letters (a Latin name typed into it is a slip). */
const ARABIC_LETTER = /[\u0600-\u06FF]/;

/** A pick-up or drop-off point that trips call at (a street corner, a compound gate, a mosque car park). */
export const stopInputSchema = z.object({
  nameAr: nameSchema.regex(ARABIC_LETTER, 'validation.arabicLetters'),
  nameEn: nameSchema,
  /** Neighbourhood (حي), for finding and grouping stops. */
  district: z.string().trim().max(80, 'validation.tooLong').nullable().default(null),
  lat: latitudeSchema
    .min(SERVICE_AREA.south, 'validation.outsideServiceArea')
    .max(SERVICE_AREA.north, 'validation.outsideServiceArea'),
  lng: longitudeSchema
    .min(SERVICE_AREA.west, 'validation.outsideServiceArea')
    .max(SERVICE_AREA.east, 'validation.outsideServiceArea'),
  notes: z.string().trim().max(500, 'validation.tooLong').nullable().default(null),
  /** The schools whose students board here. */
  schoolIds: z
    .array(idSchema, 'validation.choice')
    .max(50, 'validation.max')
    .transform((ids) => [...new Set(ids)])
    .default([]),
});
export type StopInput = z.input<typeof stopInputSchema>;

export const stopUpdateSchema = stopInputSchema.extend({ version: versionSchema });

export const stopSchema = entityMetaSchema.extend({
  nameAr: z.string(),
  nameEn: z.string(),
  district: z.string().nullable(),
  lat: z.number(),
  lng: z.number(),
  notes: z.string().nullable(),
  schoolIds: z.array(z.string()),
});
export type Stop = z.infer<typeof stopSchema>;

export const STOP_SORT_FIELDS = ['nameAr', 'nameEn', 'district', 'createdAt'] as const;

export const stopListQuerySchema = listQuerySchema(STOP_SORT_FIELDS).extend({
  district: z.string().trim().max(80, 'validation.tooLong').optional(),
  schoolId: idSchema.optional(),
});

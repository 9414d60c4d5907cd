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

/** A pick-up or drop-off point that trips call at (a street corner, a compound gate, a mosque car park). */
export const stopInputSchema = z.object({
  nameAr: nameSchema,
  nameEn: nameSchema,
  /** Neighbourhood (حي), for finding and grouping stops. */
  district: z.string().trim().max(80, 'validation.tooLong').nullable().default(null),
  lat: latitudeSchema,
  lng: longitudeSchema,
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

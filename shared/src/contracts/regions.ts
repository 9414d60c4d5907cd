import { z } from 'zod';
import { entityMetaSchema, idSchema, listQuerySchema, requiredTextSchema, versionSchema } from './common';

/**
 * A region: a named group of schools an operator's scope may name instead of the schools one by
 * one (ADR 0076). A school may be in several regions (a district and a "girls' schools" group
 * alike); a scope is the union of its schools and its regions' schools, read with the session.
 */
export const MAX_REGION_SCHOOLS = 200;

const nameSchema = requiredTextSchema(2, 120);

const regionFieldsSchema = z.object({
  nameAr: nameSchema,
  nameEn: nameSchema,
  /** At least one school: an empty region would limit its operators to nothing. */
  schoolIds: z
    .array(idSchema, 'validation.required')
    .min(1, 'operators.regionSchoolsEmpty')
    .max(MAX_REGION_SCHOOLS, 'validation.max'),
});

export const regionInputSchema = regionFieldsSchema;
export type RegionInput = z.input<typeof regionInputSchema>;

export const regionUpdateSchema = regionFieldsSchema.extend({ version: versionSchema });
export type RegionUpdate = z.input<typeof regionUpdateSchema>;

export const regionSchema = entityMetaSchema.extend({
  nameAr: z.string(),
  nameEn: z.string(),
  schoolIds: z.array(z.string()),
});
export type Region = z.infer<typeof regionSchema>;

export const REGION_SORT_FIELDS = ['nameAr', 'nameEn', 'createdAt'] as const;

export const regionListQuerySchema = listQuerySchema(REGION_SORT_FIELDS).extend({
  /** The regions holding this school. */
  schoolId: idSchema.optional(),
});

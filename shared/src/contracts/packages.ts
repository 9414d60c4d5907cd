import { z } from 'zod';
import { entityMetaSchema, listQuerySchema, versionSchema } from './common';

/**
 * Subscription packages a family chooses from (the landing page lists the active ones). The
 * finance area owns their screens; descriptions are sanitised rich text.
 */
export const PACKAGE_PERIODS = ['month', 'term', 'year'] as const;
export const TRIP_TYPES = ['one_way', 'round_trip'] as const;

const nameSchema = z
  .string('validation.required')
  .trim()
  .min(2, 'validation.tooShort')
  .max(120, 'validation.tooLong');
const descriptionSchema = z.string('validation.required').trim().max(5000, 'validation.tooLong').default('');
const intBetween = (min: number, max: number) =>
  z
    .number('validation.number')
    .int('validation.integer')
    .min(min, 'validation.min')
    .max(max, 'validation.max');

export const packageInputSchema = z.object({
  nameAr: nameSchema,
  nameEn: nameSchema,
  /** Rich text (HTML); the server keeps only the editor's allow-list (api/src/lib/rich-text.ts). */
  descriptionAr: descriptionSchema,
  descriptionEn: descriptionSchema,
  /** Price per period in halalas (1 SAR = 100 halalas): money is never a float. */
  priceHalalas: intBetween(0, 100_000_000),
  period: z.enum(PACKAGE_PERIODS, 'validation.choice'),
  tripType: z.enum(TRIP_TYPES, 'validation.choice'),
  /** Off the price of the second and later children of one parent. */
  siblingDiscountPercent: intBetween(0, 100).default(0),
  /** Payments the price may be split into. */
  instalments: intBetween(1, 12).default(1),
  active: z.boolean('validation.boolean').default(true),
});
export type PackageInput = z.input<typeof packageInputSchema>;

export const packageUpdateSchema = packageInputSchema.extend({ version: versionSchema });
export type PackageUpdate = z.input<typeof packageUpdateSchema>;

export const packageSchema = entityMetaSchema.extend({
  nameAr: z.string(),
  nameEn: z.string(),
  descriptionAr: z.string(),
  descriptionEn: z.string(),
  priceHalalas: z.number().int(),
  period: z.enum(PACKAGE_PERIODS),
  tripType: z.enum(TRIP_TYPES),
  siblingDiscountPercent: z.number().int(),
  instalments: z.number().int(),
  active: z.boolean(),
});
export type Package = z.infer<typeof packageSchema>;

export const PACKAGE_SORT_FIELDS = ['nameAr', 'nameEn', 'priceHalalas', 'createdAt'] as const;

export const packageListQuerySchema = listQuerySchema(PACKAGE_SORT_FIELDS).extend({
  active: z.enum(['true', 'false'], 'validation.boolean').optional(),
});

/** What the public landing page sees of an active package (GET /api/v1/public/packages). */
export const publicPackageSchema = packageSchema.pick({
  id: true,
  nameAr: true,
  nameEn: true,
  descriptionAr: true,
  descriptionEn: true,
  priceHalalas: true,
  period: true,
  tripType: true,
  siblingDiscountPercent: true,
  instalments: true,
});
export type PublicPackage = z.infer<typeof publicPackageSchema>;

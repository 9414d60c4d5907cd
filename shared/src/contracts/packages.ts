import { z } from 'zod';
import {
  entityMetaSchema,
  intBetweenSchema,
  listQuerySchema,
  requiredTextSchema,
  versionSchema,
} from './common';
import { PERIOD_MONTHS } from './invoices';
import { halalasSchema } from './money';
import { checkVatReason, VAT_CATEGORIES, vatCategorySchema, vatExemptionReasonSchema } from './vat';

/**
 * Subscription packages a family chooses from (the landing page lists the active ones). The
 * finance area owns their screens; descriptions are sanitised rich text.
 */
export const PACKAGE_PERIODS = ['month', 'term', 'year'] as const;
export const TRIP_TYPES = ['one_way', 'round_trip'] as const;

const nameSchema = requiredTextSchema(2, 120);
const descriptionSchema = z.string('validation.required').trim().max(5000, 'validation.tooLong').default('');

const packageFieldsSchema = z.object({
  nameAr: nameSchema,
  nameEn: nameSchema,
  /** Rich text (HTML); the server keeps only the editor's allow-list (api/src/lib/rich-text.ts). */
  descriptionAr: descriptionSchema,
  descriptionEn: descriptionSchema,
  /** Price per period in halalas (1 SAR = 100 halalas): money is never a float. */
  priceHalalas: halalasSchema(100_000_000),
  period: z.enum(PACKAGE_PERIODS, 'validation.choice'),
  tripType: z.enum(TRIP_TYPES, 'validation.choice'),
  /** Off the price of the second and later children of one parent. */
  siblingDiscountPercent: intBetweenSchema(0, 100).default(0),
  /** Monthly payments the period's price is split into, from the period's first month. */
  instalments: intBetweenSchema(1, 12).default(1),
  active: z.boolean('validation.boolean').default(true),
  /** The only way to a zero price: a free package is said to be free, never priced 0 by a slip. */
  free: z.boolean('validation.boolean').default(false),
  /** The VAT the package's invoices carry once the company is VAT-registered (ADR 0050). */
  vatCategory: vatCategorySchema.default('standard'),
  /** ZATCA's reason code, for zero-rated and exempt packages only. */
  vatExemptionReason: vatExemptionReasonSchema.default(null),
});

/**
 * Money guard rails: a price of zero only on a package marked free (and a free package costs
 * nothing); instalments are monthly, so a period holds at most as many as it has months.
 */
function checkPackageMoney(input: z.output<typeof packageFieldsSchema>, ctx: z.RefinementCtx) {
  if (!input.free && input.priceHalalas === 0)
    ctx.addIssue({ code: 'custom', path: ['priceHalalas'], message: 'finance.zeroPrice' });
  if (input.free && input.priceHalalas > 0)
    ctx.addIssue({ code: 'custom', path: ['priceHalalas'], message: 'finance.freeWithPrice' });
  const months = PERIOD_MONTHS[input.period];
  if (input.instalments > months)
    ctx.addIssue({
      code: 'custom',
      path: ['instalments'],
      message: 'finance.instalmentsOverPeriod',
      params: { max: months },
    });
  checkVatReason(input, ctx);
}

export const packageInputSchema = packageFieldsSchema.superRefine(checkPackageMoney);
export type PackageInput = z.input<typeof packageInputSchema>;

export const packageUpdateSchema = packageFieldsSchema
  .extend({ version: versionSchema })
  .superRefine(checkPackageMoney);
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
  free: z.boolean(),
  vatCategory: z.enum(VAT_CATEGORIES),
  vatExemptionReason: z.string().nullable(),
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

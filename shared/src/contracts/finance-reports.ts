import { z } from 'zod';
import { idSchema, isoDateSchema, listQuerySchema } from './common';
import { billingMonthSchema } from './invoices';

/** Finance reports: parents' balances, receivables ageing, and invoiced / collected / paid out per month. */

export const balanceSchema = z.object({
  parentId: idSchema,
  parentName: z.string(),
  phone: z.string(),
  invoicedHalalas: z.number().int(),
  /** Of what was invoiced, the VAT, less what credit notes gave back (ADR 0050). */
  vatHalalas: z.number().int(),
  paidHalalas: z.number().int(),
  balanceHalalas: z.number().int(),
});
export type Balance = z.infer<typeof balanceSchema>;

export const BALANCE_SORT_FIELDS = ['balanceHalalas', 'parentName'] as const;
export const balanceListQuerySchema = listQuerySchema(BALANCE_SORT_FIELDS).extend({
  owing: z.enum(['true', 'false'], 'validation.boolean').optional(),
});

export const AGEING_BUCKETS = ['d0_30', 'd31_60', 'd61_90', 'd90_plus'] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number];

export const ageingQuerySchema = z.object({ asOf: isoDateSchema.optional() });
/** Outstanding amounts by days past the due date on `asOf` (not yet due counts as 0–30). */
export const ageingSchema = z.object({
  asOf: isoDateSchema,
  buckets: z.record(z.enum(AGEING_BUCKETS), z.number().int()),
  counts: z.record(z.enum(AGEING_BUCKETS), z.number().int()),
  totalHalalas: z.number().int(),
});
export type Ageing = z.infer<typeof ageingSchema>;

export const monthlyQuerySchema = z
  .object({ from: billingMonthSchema, to: billingMonthSchema })
  .superRefine((v, ctx) => {
    if (v.to < v.from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'finance.periodOrder' });
  });
export const monthlyRowSchema = z.object({
  month: z.string(),
  invoicedHalalas: z.number().int(),
  /** VAT of the month's invoices less the VAT of the month's credit notes (refunds). */
  vatHalalas: z.number().int(),
  collectedHalalas: z.number().int(),
  payoutsHalalas: z.number().int(),
});
export type MonthlyRow = z.infer<typeof monthlyRowSchema>;
export const monthlySchema = z.object({ months: z.array(monthlyRowSchema) });
export type Monthly = z.infer<typeof monthlySchema>;

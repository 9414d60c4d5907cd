import { z } from 'zod';
import { idSchema, isoDateSchema, listQuerySchema } from './common';
import { INVOICE_VAT_CATEGORIES, vatSubtotalSchema } from './vat';
import { zatcaDocumentSchema } from './zatca';

/** Invoices from subscriptions and the monthly invoice run. Money is integer halalas. */

/** A billing month, `YYYY-MM`. */
export const billingMonthSchema = z
  .string('validation.required')
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'finance.month');

/**
 * Billing rule: a run invoices one month. A subscription's period starts in its start month and
 * every period length after (1 month, a 4-month term, a 12-month year). The period's price is
 * invoiced in the package's monthly instalments from the period's first month: a year in 10
 * instalments is 10 invoices, months 1 to 10. One invoice per subscription and month (unique), so
 * running a month twice creates nothing new. The invoice is due on the first of the month (or on
 * the subscription's start day, when later).
 */
export const PERIOD_MONTHS = { month: 1, term: 4, year: 12 } as const;

/** A run's body, and the query of its preview (what it would create, asked before confirming). */
export const invoiceRunSchema = z.object({ month: billingMonthSchema });
export type InvoiceRun = z.input<typeof invoiceRunSchema>;
export const invoiceRunResultSchema = z.object({
  month: z.string(),
  created: z.number().int(),
  totalHalalas: z.number().int(),
  /** Of the total, the VAT. */
  vatHalalas: z.number().int(),
});
export type InvoiceRunResult = z.infer<typeof invoiceRunResultSchema>;

export const INVOICE_STATUSES = ['open', 'partial', 'paid'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const invoiceSchema = z.object({
  id: idSchema,
  number: z.number().int(),
  parentId: idSchema,
  parentName: z.string(),
  studentName: z.string(),
  packageNameAr: z.string(),
  packageNameEn: z.string(),
  month: z.string(),
  dueDate: isoDateSchema,
  /** What the family owes: the net amount and its VAT (ADR 0050). */
  amountHalalas: z.number().int(),
  netHalalas: z.number().int(),
  vatHalalas: z.number().int(),
  vatCategory: z.enum(INVOICE_VAT_CATEGORIES),
  vatRatePercent: z.number().int(),
  vatExemptionReason: z.string().nullable(),
  /** The VAT per rate, as the document states it. */
  vatBreakdown: z.array(vatSubtotalSchema),
  /** Which of the period's instalments this is, of how many. */
  instalment: z.number().int(),
  instalments: z.number().int(),
  /** The sibling discount the subscription has (0: none) and what it took off this invoice. */
  discountPercent: z.number().int(),
  discountHalalas: z.number().int(),
  paidHalalas: z.number().int(),
  outstandingHalalas: z.number().int(),
  status: z.enum(INVOICE_STATUSES),
  createdAt: z.string(),
  /** Its ZATCA simplified tax invoice; null when issued without one (not VAT-registered then). */
  zatca: zatcaDocumentSchema.nullable().optional(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const INVOICE_SORT_FIELDS = ['number', 'dueDate', 'amountHalalas'] as const;
export const invoiceListQuerySchema = listQuerySchema(INVOICE_SORT_FIELDS).extend({
  month: billingMonthSchema.optional(),
  parentId: idSchema.optional(),
  status: z.enum(INVOICE_STATUSES, 'validation.choice').optional(),
});

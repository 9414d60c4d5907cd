import { z } from 'zod';
import { idSchema, isoDateSchema, listQuerySchema } from './common';

/** Invoices from subscriptions and the monthly invoice run. Money is integer halalas. */

/** A billing month, `YYYY-MM`. */
export const billingMonthSchema = z
  .string('validation.required')
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'finance.month');

/**
 * Billing rule: a run invoices one month. A subscription active in that month is invoiced its
 * price per period in the months its period starts: every month for a monthly package, every
 * 4th month from its start month for a term, every 12th for a year. One invoice per subscription
 * and month (unique), so running a month twice creates nothing new. The invoice is due on the
 * first of the month (or on the subscription's start day, when later).
 */
export const PERIOD_MONTHS = { month: 1, term: 4, year: 12 } as const;

export const invoiceRunSchema = z.object({ month: billingMonthSchema });
export type InvoiceRun = z.input<typeof invoiceRunSchema>;
export const invoiceRunResultSchema = z.object({
  month: z.string(),
  created: z.number().int(),
  totalHalalas: z.number().int(),
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
  amountHalalas: z.number().int(),
  paidHalalas: z.number().int(),
  outstandingHalalas: z.number().int(),
  status: z.enum(INVOICE_STATUSES),
  createdAt: z.string(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const INVOICE_SORT_FIELDS = ['number', 'dueDate', 'amountHalalas'] as const;
export const invoiceListQuerySchema = listQuerySchema(INVOICE_SORT_FIELDS).extend({
  month: billingMonthSchema.optional(),
  parentId: idSchema.optional(),
  status: z.enum(INVOICE_STATUSES, 'validation.choice').optional(),
});

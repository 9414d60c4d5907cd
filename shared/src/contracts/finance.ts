import { z } from 'zod';
import { entityMetaSchema, idSchema, isoDateSchema, listQuerySchema, versionSchema } from './common';

/**
 * Finance: driver settlements, invoices from subscriptions, payments and refunds against them,
 * balances, receivables ageing and revenue against payouts. Money is always integer halalas
 * (1 SAR = 100 halalas), from the database to the screen, where formatMoney shows it.
 */

const halalas = (max = 1_000_000_000) =>
  z.number('validation.number').int('validation.integer').min(0, 'validation.min').max(max, 'validation.max');
const positiveHalalas = z
  .number('validation.number')
  .int('validation.integer')
  .min(1, 'validation.min')
  .max(1_000_000_000, 'validation.max');

/** A billing month, `YYYY-MM`. */
export const billingMonthSchema = z
  .string('validation.required')
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'finance.month');

// ---------------------------------------------------------------- settlements

export const SETTLEMENT_STATUSES = ['draft', 'approved', 'paid'] as const;
export type SettlementStatus = (typeof SETTLEMENT_STATUSES)[number];

/** The only moves: draft -> approved -> paid. */
export const SETTLEMENT_MOVES: Record<SettlementStatus, readonly SettlementStatus[]> = {
  draft: ['approved'],
  approved: ['paid'],
  paid: [],
};

/**
 * Lateness rule: a trip is late when its first start (the timeline's move to in_progress) comes
 * more than LATE_GRACE_MINUTES after its planned departure; each late trip loses
 * LATE_PENALTY_PERCENT of the driver's trip rate (rounded down to whole halalas).
 */
export const LATE_GRACE_MINUTES = 10;
export const LATE_PENALTY_PERCENT = 20;

export const settlementComposeSchema = z
  .object({
    driverId: idSchema,
    periodStart: isoDateSchema,
    periodEnd: isoDateSchema,
    deductionsHalalas: halalas().default(0),
    deductionNote: z.string().trim().max(500, 'validation.tooLong').default(''),
  })
  .superRefine((v, ctx) => {
    if (v.periodEnd < v.periodStart)
      ctx.addIssue({ code: 'custom', path: ['periodEnd'], message: 'finance.periodOrder' });
  });
export type SettlementCompose = z.input<typeof settlementComposeSchema>;

export const settlementLineSchema = z.object({
  tripId: idSchema,
  tripName: z.string(),
  date: isoDateSchema,
  departureTime: z.string(),
  startedAt: z.string().nullable(),
  lateMinutes: z.number().int(),
  rateHalalas: z.number().int(),
  penaltyHalalas: z.number().int(),
});
export type SettlementLine = z.infer<typeof settlementLineSchema>;

const settlementFigures = {
  driverId: idSchema,
  driverName: z.string(),
  periodStart: isoDateSchema,
  periodEnd: isoDateSchema,
  tripCount: z.number().int(),
  lateTripCount: z.number().int(),
  rateHalalas: z.number().int(),
  grossHalalas: z.number().int(),
  latePenaltyHalalas: z.number().int(),
  deductionsHalalas: z.number().int(),
  deductionNote: z.string(),
  netHalalas: z.number().int(),
};

/** What composing would give, before anything is stored. */
export const settlementPreviewSchema = z.object({
  ...settlementFigures,
  lines: z.array(settlementLineSchema),
});
export type SettlementPreview = z.infer<typeof settlementPreviewSchema>;

export const settlementSchema = entityMetaSchema.extend({
  ...settlementFigures,
  number: z.number().int(),
  status: z.enum(SETTLEMENT_STATUSES),
  approvedAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  paymentReference: z.string().nullable(),
});
export type Settlement = z.infer<typeof settlementSchema>;

export const settlementDetailsSchema = settlementSchema.extend({ lines: z.array(settlementLineSchema) });
export type SettlementDetails = z.infer<typeof settlementDetailsSchema>;

export const settlementTransitionSchema = z.object({
  to: z.enum(['approved', 'paid'], 'validation.choice'),
  version: versionSchema,
  paymentReference: z.string().trim().max(100, 'validation.tooLong').optional(),
});
export type SettlementTransition = z.input<typeof settlementTransitionSchema>;

export const SETTLEMENT_SORT_FIELDS = ['number', 'periodStart', 'netHalalas', 'createdAt'] as const;
export const settlementListQuerySchema = listQuerySchema(SETTLEMENT_SORT_FIELDS).extend({
  status: z.enum(SETTLEMENT_STATUSES, 'validation.choice').optional(),
  driverId: idSchema.optional(),
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
});
export type SettlementListQuery = z.input<typeof settlementListQuerySchema>;

// ---------------------------------------------------------------- invoices

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
export type InvoiceListQuery = z.input<typeof invoiceListQuerySchema>;

// ---------------------------------------------------------------- payments

export const PAYMENT_KINDS = ['payment', 'refund'] as const;
export const PAYMENT_METHODS = ['cash', 'bank_transfer', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** A payment or a refund against one invoice; transfers and cards need their reference. */
export const paymentInputSchema = z
  .object({
    invoiceId: idSchema,
    kind: z.enum(PAYMENT_KINDS, 'validation.choice').default('payment'),
    method: z.enum(PAYMENT_METHODS, 'validation.choice'),
    reference: z.string().trim().max(100, 'validation.tooLong').default(''),
    amountHalalas: positiveHalalas,
    receivedOn: isoDateSchema,
  })
  .superRefine((v, ctx) => {
    if (v.method !== 'cash' && v.reference.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['reference'], message: 'finance.referenceRequired' });
    }
  });
export type PaymentInput = z.input<typeof paymentInputSchema>;

export const paymentSchema = z.object({
  id: idSchema,
  invoiceId: idSchema,
  invoiceNumber: z.number().int(),
  parentId: idSchema,
  parentName: z.string(),
  kind: z.enum(PAYMENT_KINDS),
  method: z.enum(PAYMENT_METHODS),
  reference: z.string(),
  amountHalalas: z.number().int(),
  receivedOn: isoDateSchema,
  createdAt: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const PAYMENT_SORT_FIELDS = ['receivedOn', 'amountHalalas', 'createdAt'] as const;
export const paymentListQuerySchema = listQuerySchema(PAYMENT_SORT_FIELDS).extend({
  parentId: idSchema.optional(),
  invoiceId: idSchema.optional(),
  kind: z.enum(PAYMENT_KINDS, 'validation.choice').optional(),
});
export type PaymentListQuery = z.input<typeof paymentListQuerySchema>;

// ---------------------------------------------------------------- balances, ageing, monthly

export const balanceSchema = z.object({
  parentId: idSchema,
  parentName: z.string(),
  phone: z.string(),
  invoicedHalalas: z.number().int(),
  paidHalalas: z.number().int(),
  balanceHalalas: z.number().int(),
});
export type Balance = z.infer<typeof balanceSchema>;

export const BALANCE_SORT_FIELDS = ['balanceHalalas', 'parentName'] as const;
export const balanceListQuerySchema = listQuerySchema(BALANCE_SORT_FIELDS).extend({
  owing: z.enum(['true', 'false'], 'validation.boolean').optional(),
});
export type BalanceListQuery = z.input<typeof balanceListQuerySchema>;

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
  collectedHalalas: z.number().int(),
  payoutsHalalas: z.number().int(),
});
export type MonthlyRow = z.infer<typeof monthlyRowSchema>;
export const monthlySchema = z.object({ months: z.array(monthlyRowSchema) });
export type Monthly = z.infer<typeof monthlySchema>;

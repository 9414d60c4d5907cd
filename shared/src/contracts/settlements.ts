import { z } from 'zod';
import { entityMetaSchema, idSchema, isoDateSchema, listQuerySchema, versionSchema } from './common';
import { halalasSchema } from './money';

/** Driver settlements: a period's completed trips x the driver's rate, less penalties and deductions. */

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
    deductionsHalalas: halalasSchema().default(0),
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
  /** When the driver's part began: the trip's start, or the handover that gave them the trip. */
  startedAt: z.string().nullable(),
  /** The part of the trip this driver drove, in whole percent (ADR 0055); 100 without a handover. */
  sharePercent: z.number().int(),
  lateMinutes: z.number().int(),
  /** What this driver's part pays before a penalty: their rate times their part, rounded down. */
  rateHalalas: z.number().int(),
  penaltyHalalas: z.number().int(),
});
export type SettlementLine = z.infer<typeof settlementLineSchema>;

const settlementFigures = {
  driverId: idSchema,
  driverName: z.string(),
  /** The driver's Latin spelling, which English pages show when there is one. */
  driverNameEn: z.string().nullable(),
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

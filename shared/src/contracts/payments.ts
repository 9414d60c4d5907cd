import { z } from 'zod';
import { idSchema, isoDateSchema, listQuerySchema, requiredTextSchema } from './common';
import { positiveHalalasSchema } from './money';
import { zatcaDocumentSchema } from './zatca';

/** Payments and refunds against one invoice. Money is integer halalas. */

export const PAYMENT_KINDS = ['payment', 'refund'] as const;
export const PAYMENT_METHODS = ['cash', 'bank_transfer', 'card'] as const;

/** A payment or a refund against one invoice; transfers and cards need their reference. */
export const paymentInputSchema = z
  .object({
    invoiceId: idSchema,
    kind: z.enum(PAYMENT_KINDS, 'validation.choice').default('payment'),
    method: z.enum(PAYMENT_METHODS, 'validation.choice'),
    reference: z.string().trim().max(100, 'validation.tooLong').default(''),
    amountHalalas: positiveHalalasSchema,
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
  /** Paid online: the gateway's id of the charge (ADR 0058); null for money the office recorded. */
  gatewayReference: z.string().nullable(),
  amountHalalas: z.number().int(),
  /** A refund is a credit note: its net amount and VAT, in the invoice's proportion (null: a payment). */
  netHalalas: z.number().int().nullable(),
  vatHalalas: z.number().int().nullable(),
  receivedOn: isoDateSchema,
  createdAt: z.string(),
  /** A refund's ZATCA credit note; null on a payment, and on a refund of an invoice without a document. */
  zatca: zatcaDocumentSchema.nullable().optional(),
  /** When a payment recorded by mistake was voided (it no longer counts), and why; null otherwise. */
  voidedAt: z.string().nullable(),
  voidReason: z.string().nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;

/**
 * `POST /payments/:id/void`: a payment recorded by mistake, voided the day it was recorded. The
 * invoice and the parent's balance no longer count it; it is not a refund (no money went back).
 */
export const paymentVoidSchema = z.object({ reason: requiredTextSchema(2, 300) });
export type PaymentVoid = z.input<typeof paymentVoidSchema>;

export const PAYMENT_SORT_FIELDS = ['receivedOn', 'amountHalalas', 'createdAt'] as const;
export const paymentListQuerySchema = listQuerySchema(PAYMENT_SORT_FIELDS).extend({
  parentId: idSchema.optional(),
  invoiceId: idSchema.optional(),
  kind: z.enum(PAYMENT_KINDS, 'validation.choice').optional(),
});

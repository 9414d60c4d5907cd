import { z } from 'zod';
import { idSchema, isoDateSchema } from './common';
import { INVOICE_STATUSES } from './invoices';
import { PAYMENT_KINDS, PAYMENT_METHODS } from './payments';

/**
 * The family's money in the parents' app and paying an invoice online through a gateway's hosted
 * payment page (ADR 0058). Money is integer halalas end to end.
 */

/** The gateways Rihla can take money through (`PAYMENT_PROVIDER`). */
export const PAYMENT_PROVIDERS = ['moyasar'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/** A checkout waits for the gateway, is paid (booked once) or its last card was declined (payable again). */
export const CHECKOUT_STATUSES = ['pending', 'paid', 'failed'] as const;

/** One of the family's invoices, as the parent sees it. */
export const familyInvoiceSchema = z.object({
  id: idSchema,
  number: z.number().int(),
  month: z.string(),
  dueDate: isoDateSchema,
  studentNameAr: z.string(),
  studentNameEn: z.string(),
  packageNameAr: z.string(),
  packageNameEn: z.string(),
  amountHalalas: z.number().int(),
  vatHalalas: z.number().int(),
  paidHalalas: z.number().int(),
  outstandingHalalas: z.number().int(),
  status: z.enum(INVOICE_STATUSES),
  /** The simplified tax invoice as a PDF for this family's session; null when issued without one. */
  pdfUrl: z.string().nullable(),
});
export type FamilyInvoice = z.infer<typeof familyInvoiceSchema>;

/** A payment or refund of the family: a receipt (voided ones are left out). */
export const familyPaymentSchema = z.object({
  id: idSchema,
  invoiceId: idSchema,
  invoiceNumber: z.number().int(),
  kind: z.enum(PAYMENT_KINDS),
  method: z.enum(PAYMENT_METHODS),
  reference: z.string(),
  /** Paid online: the gateway's id of the charge. */
  gatewayReference: z.string().nullable(),
  amountHalalas: z.number().int(),
  receivedOn: isoDateSchema,
  createdAt: z.string(),
});
export type FamilyPayment = z.infer<typeof familyPaymentSchema>;

/**
 * `GET /family/money`: the balance (what the family owes; negative when in credit), the invoices,
 * the payments, and whether the company takes payments online (null: the app says how to pay).
 */
export const familyMoneySchema = z.object({
  balanceHalalas: z.number().int(),
  onlinePayment: z.enum(PAYMENT_PROVIDERS).nullable(),
  company: z.object({
    nameAr: z.string().nullable(),
    nameEn: z.string().nullable(),
    vatNumber: z.string().nullable(),
  }),
  parent: z.object({ name: z.string(), phone: z.string() }),
  invoices: z.array(familyInvoiceSchema),
  payments: z.array(familyPaymentSchema),
});
export type FamilyMoney = z.infer<typeof familyMoneySchema>;

/** `POST /family/invoices/:id/checkout`: where to send the parent to pay (the gateway's hosted page). */
export const checkoutSchema = z.object({ id: idSchema, url: z.string().url() });

/** `POST /family/checkouts/:id/verify`: what the gateway says of it, once fetched with the secret key. */
export const checkoutResultSchema = z.object({
  id: idSchema,
  invoiceNumber: z.number().int(),
  amountHalalas: z.number().int(),
  status: z.enum(CHECKOUT_STATUSES),
  /** The booked payment (its receipt) once paid. */
  paymentId: idSchema.nullable(),
});
export type CheckoutResult = z.infer<typeof checkoutResultSchema>;

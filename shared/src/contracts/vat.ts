import { z } from 'zod';

/**
 * VAT as ZATCA's e-invoicing knows it (docs/vat.md, ADR 0050). A package is standard-rated (15 %),
 * zero-rated or exempt; the last two carry ZATCA's exemption reason code. An invoice issued while
 * the company was not VAT-registered is "not subject" (ZATCA's category O) and carries no VAT.
 */
export const VAT_CATEGORIES = ['standard', 'zero_rated', 'exempt'] as const;
export type VatCategory = (typeof VAT_CATEGORIES)[number];

export const INVOICE_VAT_CATEGORIES = [...VAT_CATEGORIES, 'not_subject'] as const;
export type InvoiceVatCategory = (typeof INVOICE_VAT_CATEGORIES)[number];

/** The rate of each category, in whole percent. */
export const VAT_RATE_PERCENT: Record<InvoiceVatCategory, number> = {
  standard: 15,
  zero_rated: 0,
  exempt: 0,
  not_subject: 0,
};

/** ZATCA's exemption reason codes (BR-KSA-69: required for zero-rated and exempt supplies). */
export const VAT_EXEMPTION_REASONS = {
  zero_rated: [
    'VATEX-SA-32',
    'VATEX-SA-33',
    'VATEX-SA-34-1',
    'VATEX-SA-34-2',
    'VATEX-SA-34-3',
    'VATEX-SA-34-4',
    'VATEX-SA-34-5',
    'VATEX-SA-35',
    'VATEX-SA-36',
    'VATEX-SA-EDU',
    'VATEX-SA-HEA',
    'VATEX-SA-MLTRY',
  ],
  exempt: ['VATEX-SA-29', 'VATEX-SA-29-7', 'VATEX-SA-30'],
} as const;
export type VatExemptionReason =
  | (typeof VAT_EXEMPTION_REASONS.zero_rated)[number]
  | (typeof VAT_EXEMPTION_REASONS.exempt)[number];
export const ALL_VAT_EXEMPTION_REASONS: readonly VatExemptionReason[] = [
  ...VAT_EXEMPTION_REASONS.zero_rated,
  ...VAT_EXEMPTION_REASONS.exempt,
];

/** A package's VAT: the reason code goes with zero-rated and exempt only, and must be one of its category's. */
export function checkVatReason(
  input: { vatCategory: VatCategory; vatExemptionReason: string | null },
  ctx: z.RefinementCtx,
) {
  const path = ['vatExemptionReason'];
  if (input.vatCategory === 'standard') {
    if (input.vatExemptionReason !== null)
      ctx.addIssue({ code: 'custom', path, message: 'finance.reasonOnStandard' });
    return;
  }
  const allowed: readonly string[] = VAT_EXEMPTION_REASONS[input.vatCategory];
  if (input.vatExemptionReason === null || !allowed.includes(input.vatExemptionReason))
    ctx.addIssue({ code: 'custom', path, message: 'finance.exemptionReason' });
}

export const vatCategorySchema = z.enum(VAT_CATEGORIES, 'validation.choice');
export const vatExemptionReasonSchema = z.enum(ALL_VAT_EXEMPTION_REASONS, 'validation.choice').nullable();

/** One rate's sum on a document (ZATCA's VAT breakdown): taxable amount, its VAT, and both. */
export const vatSubtotalSchema = z.object({
  category: z.enum(INVOICE_VAT_CATEGORIES),
  ratePercent: z.number().int(),
  exemptionReason: z.string().nullable(),
  netHalalas: z.number().int(),
  vatHalalas: z.number().int(),
  totalHalalas: z.number().int(),
});
export type VatSubtotal = z.infer<typeof vatSubtotalSchema>;

import { z } from 'zod';

/** A ZATCA simplified tax invoice (388) or credit note (381) as Rihla issues them (ADR 0052). */
export const ZATCA_DOCUMENT_KINDS = ['invoice', 'credit_note'] as const;

/** Where a document stands with ZATCA: "not reported" until the installation is onboarded. */
export const ZATCA_STATUSES = ['not_reported', 'reported', 'reported_with_warnings', 'rejected'] as const;

/** The document an invoice or credit note was issued as. */
export const zatcaDocumentSchema = z.object({
  uuid: z.string().uuid(),
  icv: z.number().int().positive(),
  invoiceHash: z.string(),
  previousInvoiceHash: z.string(),
  /** ZATCA's TLV tags 1-9, base64 (what the printed QR code holds). */
  qr: z.string(),
  status: z.enum(ZATCA_STATUSES),
  /** The signed UBL 2.1 XML (an operator's session; application/xml). */
  xmlUrl: z.string(),
  /** The printed A4 page as PDF, Arabic and English (an operator's session; application/pdf; ADR 0059). */
  pdfUrl: z.string().nullable(),
});
export type ZatcaDocument = z.infer<typeof zatcaDocumentSchema>;

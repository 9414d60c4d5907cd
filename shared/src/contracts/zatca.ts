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
  /** ZATCA's warnings or errors on it (a rejected document's are what to fix). */
  messages: z.array(z.object({ type: z.string(), code: z.string(), message: z.string() })),
  /** The signed UBL 2.1 XML (an operator's session; application/xml). */
  xmlUrl: z.string(),
  /** The printed A4 page as PDF, Arabic and English (an operator's session; application/pdf; ADR 0059). */
  pdfUrl: z.string().nullable(),
});
export type ZatcaDocument = z.infer<typeof zatcaDocumentSchema>;

/** ZATCA's environments: the developer portal's sandbox, the simulation, and production (ADR 0073). */
export const ZATCA_ENVIRONMENTS = ['sandbox', 'simulation', 'production'] as const;
export type ZatcaEnvironment = (typeof ZATCA_ENVIRONMENTS)[number];

/** Where the installation stands with ZATCA: it reports its documents once onboarded. */
export const ZATCA_ONBOARDING_STATUSES = ['not_onboarded', 'onboarded'] as const;

/** A document's row in the reporting outbox: waiting (or being sent), or done (ZATCA's verdict kept). */
export const ZATCA_REPORT_STATES = ['pending', 'sending', 'done'] as const;

/** One of ZATCA's validation messages on a document, as it wrote it. */
export const zatcaMessageSchema = z.object({
  type: z.string(),
  code: z.string(),
  message: z.string(),
});
export type ZatcaMessage = z.infer<typeof zatcaMessageSchema>;

/** The settings page's view of the installation's onboarding. */
export const zatcaOnboardingSchema = z.object({
  status: z.enum(ZATCA_ONBOARDING_STATUSES),
  environment: z.enum(ZATCA_ENVIRONMENTS).nullable(),
  /** The gateway the API calls: the environment's, or ZATCA_API_URL's. */
  apiUrl: z.string(),
  /** The production CSID's certificate: its serial number and when it expires. */
  certificateSerial: z.string().nullable(),
  certificateExpiresAt: z.string().nullable(),
  onboardedAt: z.string().nullable(),
  /** Set when ZATCA refused the CSID (expired or revoked): signing stops until onboarding again. */
  csidRefusedAt: z.string().nullable(),
  /** Documents waiting to be reported, those of them issued over 24 hours ago, and those ZATCA rejected. */
  pendingReports: z.number().int(),
  lateReports: z.number().int(),
  rejectedDocuments: z.number().int(),
});
export type ZatcaOnboarding = z.infer<typeof zatcaOnboardingSchema>;

/** What the settings page sends: the environment and the portal's one-time password. */
export const zatcaOnboardInputSchema = z.object({
  environment: z.enum(ZATCA_ENVIRONMENTS),
  otp: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'validation.zatcaOtp'),
  /** The branch the unit is at (the CSR's OU). */
  branch: z.string().trim().min(1, 'validation.required').max(64),
  /** The business category (the CSR's businessCategory). */
  businessCategory: z.string().trim().min(1, 'validation.required').max(64),
});
export type ZatcaOnboardInput = z.infer<typeof zatcaOnboardInputSchema>;

/** A document ZATCA rejected, as the list of what to act on shows it. */
export const zatcaRejectedDocumentSchema = z.object({
  uuid: z.string().uuid(),
  icv: z.number().int(),
  kind: z.enum(ZATCA_DOCUMENT_KINDS),
  invoiceId: z.string().uuid(),
  invoiceNumber: z.number().int(),
  parentName: z.string(),
  issuedAt: z.string(),
  messages: z.array(zatcaMessageSchema),
});
export type ZatcaRejectedDocument = z.infer<typeof zatcaRejectedDocumentSchema>;

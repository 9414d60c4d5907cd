import {
  ZATCA_DOCUMENT_KINDS,
  ZATCA_ENVIRONMENTS,
  ZATCA_REPORT_STATES,
  ZATCA_STATUSES,
  type ZatcaMessage,
} from '@rihla/shared/contracts/zatca';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { invoices } from '../invoices/invoices.table';
import { payments } from '../payments/payments.table';

/**
 * The installation's e-invoicing chain (ADR 0052): one row, inserted by its migration, locked by
 * every transaction that issues a document, so ICV and PIH are handed out once and in issue order
 * by whichever replica holds the lock. It also keeps the signing key (encrypted) and certificate.
 */
export const zatcaChain = pgTable(
  'zatca_chain',
  {
    id: integer('id').primaryKey().default(1),
    lastIcv: bigint('last_icv', { mode: 'number' }).notNull().default(0),
    /** The hash of the last document issued; before the first, ZATCA's initial value. */
    lastHash: text('last_hash').notNull(),
    /** The private key, PKCS#8 DER encrypted with AES-256-GCM under ZATCA_KEY_SECRET (never in clear). */
    privateKeyEncrypted: text('private_key_encrypted'),
    /** The signing certificate, base64 DER: self-signed until the installation is onboarded. */
    certificate: text('certificate'),
    /** The ZATCA environment onboarded with (ADR 0073); null until onboarded. */
    environment: text('environment', { enum: ZATCA_ENVIRONMENTS }),
    onboardedAt: timestamp('onboarded_at', { withTimezone: true, mode: 'date' }),
    /** The production CSID's token (its certificate, base64 of base64) and its secret, sealed like the key. */
    csidToken: text('csid_token'),
    csidSecretEncrypted: text('csid_secret_encrypted'),
    csidExpiresAt: timestamp('csid_expires_at', { withTimezone: true, mode: 'date' }),
    /** When ZATCA refused the CSID (revoked or expired): signing stops until onboarding again. */
    csidRefusedAt: timestamp('csid_refused_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [check('zatca_chain_one_row', sql`${t.id} = 1`)],
);

/** A simplified tax invoice or credit note as issued: immutable once written (a trigger refuses changes). */
export const zatcaDocuments = pgTable(
  'zatca_documents',
  {
    /** The document's UUID (cbc:UUID). */
    id: uuid('id').primaryKey(),
    icv: bigint('icv', { mode: 'number' }).notNull(),
    kind: text('kind', { enum: ZATCA_DOCUMENT_KINDS }).notNull(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id),
    /** The refund a credit note states (null on an invoice's document). */
    paymentId: uuid('payment_id').references(() => payments.id),
    issuedAt: timestamp('issued_at', { withTimezone: true, mode: 'date' }).notNull(),
    invoiceHash: text('invoice_hash').notNull(),
    previousInvoiceHash: text('previous_invoice_hash').notNull(),
    qr: text('qr').notNull(),
    xml: text('xml').notNull(),
    status: text('status', { enum: ZATCA_STATUSES }).notNull().default('not_reported'),
  },
  (t) => [
    uniqueIndex('zatca_documents_icv_key').on(t.icv),
    uniqueIndex('zatca_documents_invoice_key').on(t.invoiceId).where(sql`${t.kind} = 'invoice'`),
    uniqueIndex('zatca_documents_payment_key').on(t.paymentId),
    index('zatca_documents_invoice_idx').on(t.invoiceId),
  ],
);

/**
 * The reporting outbox (ADR 0073): one row per document issued while onboarded, written in the
 * issuing transaction. Every API process sweeps it like the notices outbox: due rows are claimed
 * with SKIP LOCKED and a lease, reported, and retried with backoff while ZATCA is unreachable.
 */
export const zatcaReports = pgTable(
  'zatca_reports',
  {
    documentId: uuid('document_id')
      .primaryKey()
      .references(() => zatcaDocuments.id),
    state: text('state', { enum: ZATCA_REPORT_STATES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    /** Why the last attempt did not get ZATCA's verdict (never a secret). */
    lastError: text('last_error'),
    /** ZATCA's warnings or errors on the document, as it wrote them. */
    messages: jsonb('messages').$type<ZatcaMessage[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    reportedAt: timestamp('reported_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('zatca_reports_due_idx').on(t.nextAttemptAt).where(sql`${t.state} <> 'done'`)],
);

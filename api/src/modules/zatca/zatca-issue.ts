import { randomUUID } from 'node:crypto';
import type { Company } from '@rihla/shared/contracts/company';
import type { ZatcaDocument } from '@rihla/shared/contracts/zatca';
import { asc, eq, inArray } from 'drizzle-orm';
import type { AppConfig } from '../../config/env';
import type { Database } from '../../db/types';
import { wallClockParts } from '../../lib/operators-clock';
import { HttpProblem } from '../../lib/problem';
import { vatBreakdown } from '../../lib/vat';
import { getCompany } from '../company/company.service';
import { invoices } from '../invoices/invoices.table';
import { packages } from '../packages/packages.table';
import { parents } from '../parents/parents.table';
import { payments } from '../payments/payments.table';
import { subscriptions } from '../subscriptions/subscriptions.table';
import { toZatcaDocument } from './zatca.service';
import { zatcaChain, zatcaDocuments, zatcaReports } from './zatca.table';
import {
  DEVELOPMENT_KEY_SECRET,
  generateInstallationKey,
  sealPrivateKey,
  signerOf,
  type ZatcaSigner,
} from './zatca-key';
import { stampDocument } from './zatca-stamp';
import type { UblDocument, UblSeller } from './zatca-ubl';

/** The secret that seals the signing key (ADR 0052). */
export const zatcaKeySecret = (config: Pick<AppConfig, 'ZATCA_KEY_SECRET'>) =>
  config.ZATCA_KEY_SECRET ?? DEVELOPMENT_KEY_SECRET;

type InvoiceRow = typeof invoices.$inferSelect;
type NewDocument = typeof zatcaDocuments.$inferInsert;

/** What a document states, before the chain gives it its ICV and PIH. */
type Draft = Omit<UblDocument, 'uuid' | 'icv' | 'previousInvoiceHash' | 'issueDate' | 'issueTime' | 'id'> & {
  id: (icv: number) => string;
  row: Pick<NewDocument, 'kind' | 'invoiceId' | 'paymentId'>;
};

export function ublSeller(company: Company): UblSeller {
  // vatSeller has refused to issue without these; a document never carries an empty one.
  return {
    legalName: company.legalNameAr!,
    vatNumber: company.vatNumber!,
    crNumber: company.crNumber!,
    buildingNumber: company.buildingNumber!,
    street: company.street!,
    district: company.district!,
    city: company.city!,
    postalCode: company.postalCode!,
  };
}

/** The local date and time of `at` in the seller's zone, as the document writes them. */
export function localDateTime(at: Date, timeZone: string) {
  const parts = wallClockParts(at, timeZone);
  return {
    issueDate: `${parts.year}-${parts.month}-${parts.day}`,
    issueTime: `${parts.hour}:${parts.minute}:${parts.second}`,
  };
}

/** The installation's signer, its key and self-signed certificate made on first use (the chain row is locked). */
async function installationSigner(tx: Database, chain: typeof zatcaChain.$inferSelect, secret: string) {
  if (chain.privateKeyEncrypted && chain.certificate) {
    return signerOf(chain.privateKeyEncrypted, chain.certificate, secret);
  }
  const key = generateInstallationKey(new Date());
  const sealed = sealPrivateKey(key.privateKeyDer, secret);
  await tx
    .update(zatcaChain)
    .set({ privateKeyEncrypted: sealed, certificate: key.certificateBase64 })
    .where(eq(zatcaChain.id, 1));
  return signerOf(sealed, key.certificateBase64, secret);
}

/**
 * The one place ICV and PIH are handed out (ADR 0052): the chain row is locked for the rest of the
 * caller's transaction, so documents get consecutive counters in issue order whichever replica
 * issues them, and a transaction that fails takes its counters back with it: no gap, no duplicate.
 */
async function issue(tx: Database, seller: Company, drafts: Draft[], secret: string): Promise<NewDocument[]> {
  if (drafts.length === 0) return [];
  const [chain] = await tx.select().from(zatcaChain).where(eq(zatcaChain.id, 1)).for('update');
  const onboarded = chain!.onboardedAt !== null;
  // An onboarded installation signs only with a CSID ZATCA still honours (ADR 0073).
  if (onboarded && (chain!.csidRefusedAt || (chain!.csidExpiresAt && chain!.csidExpiresAt < new Date()))) {
    throw new HttpProblem(409, 'zatca.csidRefused');
  }
  const signer: ZatcaSigner = await installationSigner(tx, chain!, secret);
  let icv = chain!.lastIcv;
  let previous = chain!.lastHash;
  const rows: NewDocument[] = [];
  for (const { id, row, ...draft } of drafts) {
    icv += 1;
    const issuedAt = new Date();
    const uuid = randomUUID();
    const stamped = stampDocument(
      {
        ...draft,
        id: id(icv),
        uuid,
        icv,
        previousInvoiceHash: previous,
        ...localDateTime(issuedAt, seller.timeZone),
      },
      signer,
      issuedAt,
    );
    rows.push({
      ...row,
      id: uuid,
      icv,
      issuedAt,
      invoiceHash: stamped.invoiceHash,
      previousInvoiceHash: previous,
      qr: stamped.qr,
      xml: stamped.xml,
    });
    previous = stamped.invoiceHash;
  }
  for (let at = 0; at < rows.length; at += 200) {
    const chunk = rows.slice(at, at + 200);
    await tx.insert(zatcaDocuments).values(chunk);
    // Onboarded: each document goes to ZATCA through the reporting outbox, committed with it.
    if (onboarded) await tx.insert(zatcaReports).values(chunk.map((row) => ({ documentId: row.id! })));
  }
  await tx.update(zatcaChain).set({ lastIcv: icv, lastHash: previous }).where(eq(zatcaChain.id, 1));
  return rows;
}

/** An invoice's one line: its package, for its month. */
const invoiceLine = (invoice: InvoiceRow, packageName: string) => ({
  name: `${packageName} (${invoice.month})`,
  netHalalas: invoice.amountHalalas - invoice.vatHalalas,
  vatHalalas: invoice.vatHalalas,
  category: invoice.vatCategory,
  ratePercent: invoice.vatRatePercent,
  exemptionReason: invoice.vatExemptionReason,
});

const ratesOf = (line: ReturnType<typeof invoiceLine>, pricesIncludeVat: boolean) =>
  vatBreakdown([{ ...line, totalHalalas: line.netHalalas + line.vatHalalas }], pricesIncludeVat).map(
    (rate) => ({
      category: rate.category,
      ratePercent: rate.ratePercent,
      exemptionReason: rate.exemptionReason,
      taxableHalalas: rate.netHalalas,
      vatHalalas: rate.vatHalalas,
    }),
  );

/**
 * Issues the invoices' documents, in the order given (the run passes them in number order), in the
 * caller's transaction. A company that is not VAT-registered issues plain invoices, no tax documents.
 */
export async function issueInvoiceDocuments(
  tx: Database,
  invoiceIds: string[],
  secret: string,
): Promise<void> {
  if (invoiceIds.length === 0) return;
  const seller = await getCompany(tx);
  if (!seller.vatRegistered) return;
  const rows = await tx
    .select({ invoice: invoices, parentName: parents.name, packageName: packages.nameAr })
    .from(invoices)
    .innerJoin(parents, eq(parents.id, invoices.parentId))
    .innerJoin(subscriptions, eq(subscriptions.id, invoices.subscriptionId))
    .innerJoin(packages, eq(packages.id, subscriptions.packageId))
    .where(inArray(invoices.id, invoiceIds))
    .orderBy(asc(invoices.number));
  const drafts = rows.map(({ invoice, parentName, packageName }): Draft => {
    const line = invoiceLine(invoice, packageName);
    return {
      kind: 'invoice',
      id: () => String(invoice.number),
      supplyDate: invoice.dueDate,
      seller: ublSeller(seller),
      buyerName: parentName,
      lines: [line],
      rates: ratesOf(line, invoice.pricesIncludeVat),
      totalHalalas: invoice.amountHalalas,
      vatHalalas: invoice.vatHalalas,
      billingReference: null,
      row: { kind: 'invoice', invoiceId: invoice.id, paymentId: null },
    };
  });
  await issue(tx, seller, drafts, secret);
}

/**
 * Issues a refund's credit note (381) on its invoice, in the refund's transaction; an invoice issued
 * without a tax document (before VAT registration) is credited without one too.
 */
export async function issueCreditNote(
  tx: Database,
  paymentId: string,
  secret: string,
): Promise<ZatcaDocument | null> {
  const [found] = await tx
    .select({ refund: payments, invoice: invoices, parentName: parents.name, packageName: packages.nameAr })
    .from(payments)
    .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
    .innerJoin(parents, eq(parents.id, invoices.parentId))
    .innerJoin(subscriptions, eq(subscriptions.id, invoices.subscriptionId))
    .innerJoin(packages, eq(packages.id, subscriptions.packageId))
    .where(eq(payments.id, paymentId));
  if (found?.refund.kind !== 'refund') return null;
  const invoiceDocument = await tx
    .select({ id: zatcaDocuments.id })
    .from(zatcaDocuments)
    .where(eq(zatcaDocuments.invoiceId, found.invoice.id))
    .limit(1);
  if (invoiceDocument.length === 0) return null;
  const { refund, invoice } = found;
  const vat = refund.vatHalalas ?? 0;
  const line = {
    ...invoiceLine(invoice, found.packageName),
    netHalalas: refund.amountHalalas - vat,
    vatHalalas: vat,
  };
  const seller = await getCompany(tx);
  const [note] = await issue(
    tx,
    seller,
    [
      {
        kind: 'credit_note',
        id: (icv) => `CN-${icv}`,
        supplyDate: null,
        seller: ublSeller(seller),
        buyerName: found.parentName,
        lines: [line],
        // The note's VAT is its share of the invoice's (ADR 0050), stated as is, not rounded again.
        rates: ratesOf(line, true),
        totalHalalas: refund.amountHalalas,
        vatHalalas: vat,
        billingReference: {
          invoiceId: String(invoice.number),
          reason: refund.reference ? `Refund: ${refund.reference}` : 'Refund',
          method: refund.method,
        },
        row: { kind: 'credit_note', invoiceId: invoice.id, paymentId: refund.id },
      },
    ],
    secret,
  );
  return note
    ? toZatcaDocument({ status: 'not_reported', messages: [], ...note, id: note.id!, icv: note.icv })
    : null;
}

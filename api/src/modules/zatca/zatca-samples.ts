import { randomUUID } from 'node:crypto';
import type { Company } from '@rihla/shared/contracts/company';
import type { SentDocument } from './zatca-gateway';
import { INITIAL_PREVIOUS_HASH } from './zatca-hash';
import { localDateTime, ublSeller } from './zatca-issue';
import type { ZatcaSigner } from './zatca-key';
import { stampDocument } from './zatca-stamp';
import type { UblDocument } from './zatca-ubl';

/** The sample's one line: 100 riyals at the standard rate. */
const LINE = {
  name: 'Compliance sample',
  netHalalas: 10_000,
  vatHalalas: 1_500,
  category: 'standard' as const,
  ratePercent: 15,
  exemptionReason: null,
};

/**
 * The compliance checks' samples (ADR 0073): a simplified invoice, credit note and debit note of
 * the seller, signed with the new key and the compliance CSID's certificate, as ZATCA's steps for
 * a simplified-only unit ask. They are checks, not documents: the chain never sees them.
 */
export function complianceSamples(
  seller: Company,
  signer: ZatcaSigner,
  now = new Date(),
  buyerName: string | null = null,
): SentDocument[] {
  const kinds: UblDocument['kind'][] = ['invoice', 'credit_note', 'debit_note'];
  return kinds.map((kind, at) => {
    const uuid = randomUUID();
    const doc: UblDocument = {
      kind,
      id: `SAMPLE-${at + 1}`,
      uuid,
      icv: at + 1,
      previousInvoiceHash: INITIAL_PREVIOUS_HASH,
      ...localDateTime(now, seller.timeZone),
      supplyDate: null,
      seller: ublSeller(seller),
      buyerName,
      lines: [LINE],
      rates: [
        {
          category: 'standard',
          ratePercent: 15,
          exemptionReason: null,
          taxableHalalas: LINE.netHalalas,
          vatHalalas: LINE.vatHalalas,
        },
      ],
      totalHalalas: LINE.netHalalas + LINE.vatHalalas,
      vatHalalas: LINE.vatHalalas,
      billingReference:
        kind === 'invoice' ? null : { invoiceId: 'SAMPLE-1', reason: 'Compliance sample', method: 'cash' },
    };
    const stamped = stampDocument(doc, signer, now);
    return { uuid, invoiceHash: stamped.invoiceHash, xml: stamped.xml };
  });
}

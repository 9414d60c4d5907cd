import type { ZatcaDocument } from '@rihla/shared/contracts/zatca';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/types';
import { zatcaDocuments } from './zatca.table';

/** The columns an invoice's or credit note's JSON shows of its document (the XML stays behind its URL). */
export const zatcaColumns = {
  id: zatcaDocuments.id,
  icv: zatcaDocuments.icv,
  invoiceHash: zatcaDocuments.invoiceHash,
  previousInvoiceHash: zatcaDocuments.previousInvoiceHash,
  qr: zatcaDocuments.qr,
  status: zatcaDocuments.status,
};

type ZatcaColumns = { [K in keyof typeof zatcaColumns]: (typeof zatcaDocuments.$inferSelect)[K] };

/** A document as its invoice's or credit note's JSON carries it; null when none was issued. */
export function toZatcaDocument(
  row: { [K in keyof ZatcaColumns]: ZatcaColumns[K] | null } | null,
): ZatcaDocument | null {
  if (row === null || row.id === null || row.icv === null) return null;
  return {
    uuid: row.id,
    icv: row.icv,
    invoiceHash: row.invoiceHash ?? '',
    previousInvoiceHash: row.previousInvoiceHash ?? '',
    qr: row.qr ?? '',
    status: row.status ?? 'not_reported',
    xmlUrl: `/api/v1/zatca-documents/${row.id}/xml`,
    pdfUrl: `/api/v1/zatca-documents/${row.id}/pdf`,
  };
}

/** A document's signed XML as it was issued. */
export async function documentXml(db: Database, id: string): Promise<string | null> {
  const [row] = await db
    .select({ xml: zatcaDocuments.xml })
    .from(zatcaDocuments)
    .where(eq(zatcaDocuments.id, id));
  return row?.xml ?? null;
}

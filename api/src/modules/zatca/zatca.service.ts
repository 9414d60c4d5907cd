import type { ZatcaDocument, ZatcaRejectedDocument } from '@rihla/shared/contracts/zatca';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/types';
import type { SchoolScope } from '../../lib/school-scope';
import { invoices } from '../invoices/invoices.table';
import { familyInScope } from '../parents/parents.service';
import { parents } from '../parents/parents.table';
import { zatcaDocuments, zatcaReports } from './zatca.table';

/** The columns an invoice's or credit note's JSON shows of its document (the XML stays behind its URL). */
export const zatcaColumns = {
  id: zatcaDocuments.id,
  icv: zatcaDocuments.icv,
  invoiceHash: zatcaDocuments.invoiceHash,
  previousInvoiceHash: zatcaDocuments.previousInvoiceHash,
  qr: zatcaDocuments.qr,
  status: zatcaDocuments.status,
  /** ZATCA's messages (a left join of zatcaReports: none before reporting). */
  messages: zatcaReports.messages,
};

type ZatcaColumns = Pick<
  typeof zatcaDocuments.$inferSelect,
  Exclude<keyof typeof zatcaColumns, 'messages'>
> & {
  messages: (typeof zatcaReports.$inferSelect)['messages'];
};

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
    messages: row.messages ?? [],
    xmlUrl: `/api/v1/zatca-documents/${row.id}/xml`,
    pdfUrl: `/api/v1/zatca-documents/${row.id}/pdf`,
  };
}

/** The documents an operator limited to some schools sees (ADR 0072): those of their schools' families' invoices. */
export function zatcaDocumentInScope(scope: SchoolScope): SQL | undefined {
  if (!scope) return undefined;
  return sql`exists (select 1 from ${invoices} where ${invoices.id} = ${zatcaDocuments.invoiceId} and ${familyInScope(invoices.parentId, scope)})`;
}

/** A document's signed XML as it was issued. */
export async function documentXml(db: Database, id: string): Promise<string | null> {
  const [row] = await db
    .select({ xml: zatcaDocuments.xml })
    .from(zatcaDocuments)
    .where(eq(zatcaDocuments.id, id));
  return row?.xml ?? null;
}

/** The documents ZATCA rejected, newest first, with its messages: what the operator acts on. */
export async function rejectedDocuments(
  db: Database,
  scope: SchoolScope = null,
): Promise<ZatcaRejectedDocument[]> {
  const rows = await db
    .select({
      uuid: zatcaDocuments.id,
      icv: zatcaDocuments.icv,
      kind: zatcaDocuments.kind,
      invoiceId: zatcaDocuments.invoiceId,
      invoiceNumber: invoices.number,
      parentName: parents.name,
      issuedAt: zatcaDocuments.issuedAt,
      messages: zatcaReports.messages,
    })
    .from(zatcaDocuments)
    .innerJoin(zatcaReports, eq(zatcaReports.documentId, zatcaDocuments.id))
    .innerJoin(invoices, eq(invoices.id, zatcaDocuments.invoiceId))
    .innerJoin(parents, eq(parents.id, invoices.parentId))
    .where(and(eq(zatcaDocuments.status, 'rejected'), zatcaDocumentInScope(scope)))
    .orderBy(desc(zatcaDocuments.icv))
    .limit(500);
  return rows.map((row) => ({ ...row, issuedAt: row.issuedAt.toISOString() }));
}

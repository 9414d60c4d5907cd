import type { FastifyInstance } from 'fastify';
import type { NoticeAttachment } from '../notices/channels/channel';
import { printedInvoiceDocument } from './zatca-print.service';
import { printedDocumentHtml } from './zatca-print-page';
import { printedFileName } from './zatca-print-reply';

/** The invoice e-mails that carry the invoice itself: when it is issued, and when it is overdue. */
const INVOICE_EVENTS = new Set(['invoice-issued', 'invoice-overdue']);

/**
 * The parent's invoice e-mail carries the simplified tax invoice as its A4 PDF (ADR 0059), rendered
 * when the e-mail is sent (the notice's event key names the invoice). An invoice issued without a
 * tax document (a company not registered for VAT) is e-mailed without one.
 */
export function invoicePdfAttachments(app: FastifyInstance) {
  return async (notice: { event: string; eventKey: string }): Promise<NoticeAttachment[]> => {
    if (!INVOICE_EVENTS.has(notice.event)) return [];
    const invoiceId = notice.eventKey.slice(notice.eventKey.indexOf(':') + 1);
    const doc = await printedInvoiceDocument(app.db, invoiceId);
    if (!doc) return [];
    const content = await app.printPdf(await printedDocumentHtml(doc));
    return [{ filename: printedFileName(doc), contentType: 'application/pdf', content }];
  };
}

import type { FastifyInstance, FastifyReply } from 'fastify';
import { HttpProblem } from '../../lib/problem';
import type { PrintedDocument } from './zatca-print.service';
import { printedDocumentHtml } from './zatca-print-page';

/** The print view carries no script and loads nothing: its styles and pictures are inline. */
const PRINT_VIEW_HEADERS = {
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'self'; base-uri 'none'; form-action 'none'",
  'x-content-type-options': 'nosniff',
  'cache-control': 'private, no-store',
};

const FILE_NAMES = { invoice: 'invoice', credit_note: 'credit-note', receipt: 'receipt' } as const;

/** The PDF's file name: `invoice-1042.pdf`, `credit-note-CN-7.pdf`, `receipt-1042.pdf`. */
export const printedFileName = (doc: PrintedDocument) => `${FILE_NAMES[doc.kind]}-${doc.number}.pdf`;

/**
 * A printed document as its print view (`text/html`, what the console prints) or its A4 PDF
 * (`application/pdf`, rendered by this process's Chromium; ADR 0059). Null: 404.
 */
export async function sendPrinted(
  app: FastifyInstance,
  reply: FastifyReply,
  doc: PrintedDocument | null,
  format: 'html' | 'pdf',
) {
  if (doc === null) throw new HttpProblem(404, 'not-found');
  const html = await printedDocumentHtml(doc);
  if (format === 'html') {
    return reply.headers(PRINT_VIEW_HEADERS).type('text/html; charset=utf-8').send(html);
  }
  const pdf = await app.printPdf(html);
  const name = printedFileName(doc);
  return reply
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `inline; filename="${name}"`)
    .type('application/pdf')
    .send(pdf);
}

import { listResponseSchema } from '@rihla/shared/contracts/common';
import {
  type Invoice,
  invoiceListQuerySchema,
  invoiceRunResultSchema,
  invoiceRunSchema,
  invoiceSchema,
} from '@rihla/shared/contracts/invoices';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { mutate } from '../../lib/mutate';
import { type CsvExport, sendCsv } from '../../lib/send-csv';
import { runInvoices } from './invoice-run.service';
import { exportInvoices, listInvoices } from './invoices.service';

const CSV: CsvExport<Invoice> = {
  filename: 'invoices.csv',
  columns: [
    { header: 'number', value: (i) => i.number },
    { header: 'month', value: (i) => i.month },
    { header: 'dueDate', value: (i) => i.dueDate },
    { header: 'parent', value: (i) => i.parentName },
    { header: 'student', value: (i) => i.studentName },
    { header: 'package', value: (i) => i.packageNameAr },
    { header: 'amountHalalas', value: (i) => i.amountHalalas },
    { header: 'paidHalalas', value: (i) => i.paidHalalas },
    { header: 'outstandingHalalas', value: (i) => i.outstandingHalalas },
    { header: 'status', value: (i) => i.status },
    { header: 'id', value: (i) => i.id },
  ],
};

const tags = ['finance'];

/** The monthly invoice run (audited) and the invoices it made. */
export async function invoicesRoutes(server: FastifyInstance) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const read = { access: 'finance:read' as const };
  const write = { access: 'finance:write' as const };

  app.post(
    '/invoice-runs',
    { config: write, schema: { tags, body: invoiceRunSchema, response: { 200: invoiceRunResultSchema } } },
    (request, reply) =>
      mutate(request, reply, async (tx, audit) => {
        const result = await runInvoices(tx, request.body.month);
        await audit({
          entityType: 'invoice_run',
          entityId: result.month,
          action: 'create',
          before: null,
          after: result,
        });
        return { status: 200, body: result };
      }),
  );
  app.get(
    '/invoices',
    {
      config: read,
      schema: {
        tags,
        querystring: invoiceListQuerySchema,
        response: { 200: listResponseSchema(invoiceSchema) },
      },
    },
    (request) => listInvoices(app.db, request.query),
  );
  app.get(
    '/invoices/export.csv',
    { config: read, schema: { tags, querystring: invoiceListQuerySchema } },
    async (request, reply) => sendCsv(reply, CSV, await exportInvoices(app.db, request.query)),
  );
}

import { listResponseSchema } from '@rihla/shared/contracts/common';
import {
  type Payment,
  paymentInputSchema,
  paymentListQuerySchema,
  paymentSchema,
} from '@rihla/shared/contracts/payments';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { mutate } from '../../lib/mutate';
import { type CsvExport, sendCsv } from '../../lib/send-csv';
import { exportPayments, listPayments, recordPayment } from './payments.service';

const CSV: CsvExport<Payment> = {
  filename: 'payments.csv',
  columns: [
    { header: 'receivedOn', value: (p) => p.receivedOn },
    { header: 'kind', value: (p) => p.kind },
    { header: 'method', value: (p) => p.method },
    { header: 'reference', value: (p) => p.reference },
    { header: 'invoiceNumber', value: (p) => p.invoiceNumber },
    { header: 'parent', value: (p) => p.parentName },
    { header: 'amountHalalas', value: (p) => p.amountHalalas },
    { header: 'id', value: (p) => p.id },
  ],
};

const tags = ['finance'];

/** Payments and refunds against invoices (audited), and their list. */
export async function paymentsRoutes(server: FastifyInstance) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const read = { access: 'finance:read' as const };
  const write = { access: 'finance:write' as const };

  app.post(
    '/payments',
    { config: write, schema: { tags, body: paymentInputSchema, response: { 201: paymentSchema } } },
    (request, reply) =>
      mutate(request, reply, async (tx, audit) => {
        const payment = await recordPayment(
          tx,
          request.body,
          request.auth?.operator.id ?? null,
          app.operatorsToday(),
        );
        await audit({
          entityType: 'payment',
          entityId: payment.id,
          action: 'create',
          before: null,
          after: payment,
        });
        return { status: 201, body: payment };
      }),
  );
  app.get(
    '/payments',
    {
      config: read,
      schema: {
        tags,
        querystring: paymentListQuerySchema,
        response: { 200: listResponseSchema(paymentSchema) },
      },
    },
    (request) => listPayments(app.db, request.query),
  );
  app.get(
    '/payments/export.csv',
    { config: read, schema: { tags, querystring: paymentListQuerySchema } },
    async (request, reply) => sendCsv(reply, CSV, await exportPayments(app.db, request.query)),
  );
}

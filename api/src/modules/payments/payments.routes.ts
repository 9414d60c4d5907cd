import {
  paymentInputSchema,
  paymentListQuerySchema,
  paymentSchema,
  paymentVoidSchema,
} from '@rihla/shared/contracts/payments';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerListRoutes } from '../../lib/list-routes';
import { mutate } from '../../lib/mutate';
import { idParams } from '../../lib/resource-routes';
import { zatcaKeySecret } from '../zatca/zatca-issue';
import { printedReceipt } from '../zatca/zatca-print.service';
import { sendPrinted } from '../zatca/zatca-print-reply';
import { PAYMENTS_EXPORT } from './payments.export';
import { exportPayments, listPayments, recordPayment, voidPayment } from './payments.service';

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
          zatcaKeySecret(app.config),
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
  app.post(
    '/payments/:id/void',
    {
      config: write,
      schema: { tags, params: idParams, body: paymentVoidSchema, response: { 200: paymentSchema } },
    },
    (request, reply) =>
      mutate(request, reply, async (tx, audit) => {
        const { before, after } = await voidPayment(
          tx,
          request.params.id,
          request.body.reason,
          request.auth?.operator.id ?? null,
          app.config.TIME_ZONE,
        );
        await audit({ entityType: 'payment', entityId: after.id, action: 'transition', before, after });
        return { status: 200, body: after };
      }),
  );
  // A payment's receipt (ADR 0059): its print view and its PDF.
  for (const format of ['html', 'pdf'] as const) {
    app.get(
      `/payments/:id/receipt/${format === 'html' ? 'print' : 'pdf'}`,
      { config: read, schema: { tags, params: idParams } },
      async (request, reply) =>
        sendPrinted(app, reply, await printedReceipt(app.db, request.params.id), format),
    );
  }
  registerListRoutes(server, {
    path: '/payments',
    tags,
    access: read.access,
    querystring: paymentListQuerySchema,
    item: paymentSchema,
    list: (query) => listPayments(app.db, query),
    exportSpec: PAYMENTS_EXPORT,
    exportRows: (query, window) => exportPayments(app.db, query, window),
  });
}

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
import { gatewayFromConfig } from '../online-payments/gateway-from-config';
import { chargeToRefund } from '../online-payments/online-payments.service';
import { zatcaKeySecret } from '../zatca/zatca-issue';
import { printedReceipt } from '../zatca/zatca-print.service';
import { sendPrinted } from '../zatca/zatca-print-reply';
import { PAYMENTS_EXPORT } from './payments.export';
import { exportPayments, listPayments, recordPayment, voidPayment } from './payments.service';

const tags = ['finance'];

/**
 * Payments and refunds against invoices (audited), and their list; a card refund of an invoice paid
 * online is given back through the payment gateway.
 */
export async function paymentsRoutes(server: FastifyInstance) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const read = { access: 'finance:read' as const };
  const write = { access: 'finance:write' as const };
  const gateway = gatewayFromConfig(app.config);

  app.post(
    '/payments',
    { config: write, schema: { tags, body: paymentInputSchema, response: { 201: paymentSchema } } },
    (request, reply) =>
      mutate(request, reply, async (tx, audit) => {
        const { kind, method, invoiceId, amountHalalas } = request.body;
        // A card refund of an invoice paid online goes back through the gateway (ADR 0058).
        const charge =
          gateway && kind === 'refund' && method === 'card'
            ? await chargeToRefund(tx, invoiceId, amountHalalas)
            : null;
        const payment = await recordPayment(
          tx,
          request.body,
          request.auth?.operator.id ?? null,
          app.operatorsToday(),
          zatcaKeySecret(app.config),
          charge,
        );
        // Last, so that a refund the books refuse is never sent, and one the gateway refuses
        // (or does not answer in time) is never booked: its failure rolls the transaction back.
        if (charge) await gateway!.refund(charge, amountHalalas);
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
    list: (query, scope) => listPayments(app.db, query, scope),
    exportSpec: PAYMENTS_EXPORT,
    exportReader: (query, scope) => exportPayments(app.db, query, scope),
  });
}

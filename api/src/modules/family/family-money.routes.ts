import { idSchema } from '@rihla/shared/contracts/common';
import {
  checkoutResultSchema,
  checkoutSchema,
  familyMoneySchema,
} from '@rihla/shared/contracts/online-payments';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLocale } from '../../lib/locale';
import { HttpProblem, notFound } from '../../lib/problem';
import { gatewayFromConfig } from '../online-payments/gateway-from-config';
import { findCheckout, settleCheckout, startCheckout } from '../online-payments/online-payments.service';
import { zatcaKeySecret } from '../zatca/zatca-issue';
import { printedInvoiceDocument } from '../zatca/zatca-print.service';
import { sendPrinted } from '../zatca/zatca-print-reply';
import type { FamilyAuth } from './family-auth.service';
import { familyMoney, familyOwnsInvoice } from './family-money.service';

const tags = ['family'];
const idParams = z.object({ id: idSchema });

interface SignedIn {
  signedIn: { config: { access: 'public' }; onRequest: (request: FastifyRequest) => Promise<void> };
  authOf: (request: FastifyRequest) => FamilyAuth;
}

/**
 * The family's money in the parents' app (ADR 0058): balance, invoices and receipts, and paying an
 * invoice on the gateway's hosted page. The parent comes back to the app, which asks the API to
 * verify the checkout: the API fetches it from the gateway with the secret key and books it once.
 */
export function familyMoneyRoutes(server: FastifyInstance, { signedIn, authOf }: SignedIn) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const gateway = gatewayFromConfig(app.config);

  app.get(
    '/family/money',
    { ...signedIn, schema: { tags, response: { 200: familyMoneySchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return familyMoney(app.db, authOf(request).parent.id, gateway?.provider ?? null);
    },
  );

  app.get(
    '/family/invoices/:id/pdf',
    { ...signedIn, schema: { tags, params: idParams } },
    async (request, reply) => {
      // Only this family's invoice: another family's id is not found, as if it did not exist.
      const doc = (await familyOwnsInvoice(app.db, authOf(request).parent.id, request.params.id))
        ? await printedInvoiceDocument(app.db, request.params.id)
        : null;
      return sendPrinted(app, reply, doc, 'pdf');
    },
  );

  app.post(
    '/family/invoices/:id/checkout',
    { ...signedIn, schema: { tags, params: idParams, response: { 201: checkoutSchema } } },
    async (request, reply) => {
      const auth = authOf(request);
      if (!gateway) throw new HttpProblem(422, 'family.paymentsOff');
      // Back to the app in the parent's language, on the address they came from.
      const appPath = requestLocale(request) === 'en' ? '/en/family' : '/family';
      const origin = app.config.PUBLIC_URL ?? `${request.protocol}://${request.host}`;
      const checkout = await startCheckout(
        app.db,
        gateway,
        auth.parent.id,
        request.params.id,
        (id) => `${origin}${appPath}?checkout=${id}`,
      );
      return reply.code(201).send(checkout);
    },
  );

  app.post(
    '/family/checkouts/:id/verify',
    { ...signedIn, schema: { tags, params: idParams, response: { 200: checkoutResultSchema } } },
    async (request) => {
      const auth = authOf(request);
      if (!gateway) throw new HttpProblem(422, 'family.paymentsOff');
      const checkout = await findCheckout(app.db, { id: request.params.id, parentId: auth.parent.id });
      if (!checkout) throw notFound();
      const charges = checkout.paymentId ? [] : await gateway.chargesOf(checkout.gatewayId);
      return settleCheckout(app.db, checkout.id, charges, {
        request,
        today: app.operatorsToday(),
        keySecret: zatcaKeySecret(app.config),
      });
    },
  );
}

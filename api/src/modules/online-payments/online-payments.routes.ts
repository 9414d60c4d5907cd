import { checkoutResultSchema } from '@rihla/shared/contracts/online-payments';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpProblem, notFound } from '../../lib/problem';
import { zatcaKeySecret } from '../zatca/zatca-issue';
import { gatewayFromConfig } from './gateway-from-config';
import { findCheckout, settleCheckout } from './online-payments.service';

const tags = ['finance'];

/**
 * The gateway's webhook (ADR 0058): its shared secret is checked (401 `family.webhookSecret`
 * otherwise), then the charge it names is fetched from the gateway with the secret key and booked
 * once into its checkout, whatever came first, the parent's return or the webhook. A charge that is
 * not one of Rihla's checkouts is acknowledged and ignored.
 */
export async function onlinePaymentsRoutes(server: FastifyInstance) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const gateway = gatewayFromConfig(app.config);

  app.post(
    '/payment-gateway/moyasar/webhook',
    {
      config: { access: 'public' },
      schema: {
        tags,
        body: z.unknown(),
        response: { 200: z.union([checkoutResultSchema, z.object({ ignored: z.literal(true) })]) },
      },
    },
    async (request) => {
      if (gateway?.provider !== 'moyasar') throw notFound();
      const chargeId = gateway.webhookCharge(request.body);
      if (!chargeId) throw new HttpProblem(401, 'family.webhookSecret');
      const charge = await gateway.charge(chargeId);
      const checkout = charge.checkoutGatewayId
        ? await findCheckout(app.db, { provider: gateway.provider, gatewayId: charge.checkoutGatewayId })
        : null;
      if (!checkout) return { ignored: true as const };
      return settleCheckout(app.db, checkout.id, [charge], {
        request,
        today: app.operatorsToday(),
        keySecret: zatcaKeySecret(app.config),
      });
    },
  );
}

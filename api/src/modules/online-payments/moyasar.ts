import { timingSafeEqual } from 'node:crypto';
import { DEFAULT_CURRENCY } from '@rihla/shared/format/number';
import { z } from 'zod';
import { HttpProblem } from '../../lib/problem';
import type { GatewayCharge, PaymentGateway } from './payment-gateway';

interface MoyasarSettings {
  apiUrl: string;
  secretKey: string;
  webhookSecret: string;
  timeoutMs: number;
}

/** Moyasar's payment object: the fields Rihla reads. */
const moyasarPaymentSchema = z.object({
  id: z.string().min(1),
  status: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  invoice_id: z.string().nullish(),
});
const moyasarInvoiceSchema = z.object({
  id: z.string().min(1),
  status: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  url: z.string().url(),
  payments: z.array(moyasarPaymentSchema).nullish(),
});
/** A webhook's body: the event, the shared secret set on the dashboard, the payment. */
const moyasarWebhookSchema = z.object({
  type: z.string(),
  secret_token: z.string(),
  data: z.object({ id: z.string().min(1) }),
});

/** Moyasar's payment states as a checkout reads them: captured is paid; declined ones failed. */
function toCharge(payment: z.infer<typeof moyasarPaymentSchema>): GatewayCharge {
  const status =
    payment.status === 'paid' || payment.status === 'captured'
      ? 'paid'
      : payment.status === 'failed'
        ? 'failed'
        : 'pending';
  return {
    id: payment.id,
    status,
    amountHalalas: payment.amount,
    currency: payment.currency,
    checkoutGatewayId: payment.invoice_id ?? null,
  };
}

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * Moyasar through its invoices API, the hosted payment page: `POST /invoices` returns the page's
 * `url`; `GET /invoices/:id` and `GET /payments/:id` read back what was paid, with the secret key
 * as the basic-auth user; `POST /payments/:id/refund` gives money back. The webhook carries the
 * dashboard's `secret_token`.
 */
export function moyasarGateway(settings: MoyasarSettings): PaymentGateway {
  const authorization = `Basic ${Buffer.from(`${settings.secretKey}:`).toString('base64')}`;

  async function call<T>(path: string, schema: z.ZodType<T>, body?: object): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${settings.apiUrl}${path}`, {
        method: body ? 'POST' : 'GET',
        headers: { authorization, accept: 'application/json', 'content-type': 'application/json' },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      throw new HttpProblem(
        timedOut ? 504 : 502,
        timedOut ? 'family.gatewayTimeout' : 'family.gatewayFailed',
      );
    }
    const answer = schema.safeParse(await response.json().catch(() => null));
    if (!response.ok || !answer.success) throw new HttpProblem(502, 'family.gatewayFailed');
    return answer.data;
  }

  return {
    provider: 'moyasar',
    async createCheckout(input) {
      const invoice = await call('/invoices', moyasarInvoiceSchema, {
        amount: input.amountHalalas,
        currency: DEFAULT_CURRENCY,
        description: input.description,
        success_url: input.returnUrl,
        back_url: input.returnUrl,
        metadata: input.metadata,
      });
      if (invoice.amount !== input.amountHalalas) throw new HttpProblem(502, 'family.gatewayFailed');
      return { gatewayId: invoice.id, url: invoice.url, amountHalalas: invoice.amount };
    },
    async chargesOf(gatewayId) {
      const invoice = await call(`/invoices/${encodeURIComponent(gatewayId)}`, moyasarInvoiceSchema);
      return (invoice.payments ?? []).map((payment) =>
        toCharge({ ...payment, invoice_id: payment.invoice_id ?? invoice.id }),
      );
    },
    async charge(chargeId) {
      return toCharge(await call(`/payments/${encodeURIComponent(chargeId)}`, moyasarPaymentSchema));
    },
    async refund(chargeId, amountHalalas) {
      await call(`/payments/${encodeURIComponent(chargeId)}/refund`, moyasarPaymentSchema, {
        amount: amountHalalas,
      });
    },
    webhookCharge(body) {
      const event = moyasarWebhookSchema.safeParse(body);
      if (!event.success || !sameSecret(event.data.secret_token, settings.webhookSecret)) return null;
      return event.data.data.id;
    },
  };
}

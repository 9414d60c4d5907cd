import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';

/**
 * A local stand-in for Moyasar that follows its published API (test code, ADR 0058): the invoices
 * API (`POST /v1/invoices` answers the hosted page's `url`, `GET /v1/invoices/:id`), the payments
 * API (`GET /v1/payments/:id`, `GET /v1/payments`), the secret key as the basic-auth user, a hosted
 * page where a card is paid (4111 1111 1111 1111 is accepted, any other number declined), refunds
 * (`POST /v1/payments/:id/refund`) and the webhook with the dashboard's `secret_token`, posted before the payer is sent back.
 *
 * Imported by the API tests; run by itself (`node moyasar-stand-in.ts`) for the browser tests,
 * set by `STAND_IN_PORT`, `STAND_IN_SECRET_KEY`, `STAND_IN_WEBHOOK_URL`, `STAND_IN_WEBHOOK_SECRET`,
 * with `POST /_stand-in/webhooks/:paymentId` to post a payment's webhook again. Plain node can run
 * it: erasable TypeScript only, no imports but node's.
 */

export const ACCEPTED_CARD = '4111111111111111';
export const DECLINED_CARD = '4000000000000002';

interface StandInPayment {
  id: string;
  status: 'paid' | 'failed' | 'refunded';
  amount: number;
  fee: number;
  currency: string;
  refunded: number;
  description: string;
  invoice_id: string;
  created_at: string;
  updated_at: string;
  metadata: Record<string, string> | null;
  source: { type: 'creditcard'; company: 'visa'; name: string; number: string; message: string };
}

interface StandInInvoice {
  id: string;
  status: 'initiated' | 'paid';
  amount: number;
  currency: string;
  description: string;
  url: string;
  success_url: string | null;
  back_url: string | null;
  callback_url: string | null;
  metadata: Record<string, string> | null;
  created_at: string;
  updated_at: string;
  payments: StandInPayment[];
}

export interface StandInSettings {
  secretKey: string;
  webhookUrl?: string;
  webhookSecret?: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => {
      raw += chunk.toString('utf8');
    });
    request.on('end', () => resolve(raw));
  });
}

function json(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

export class MoyasarStandIn {
  readonly invoices = new Map<string, StandInInvoice>();
  readonly payments = new Map<string, StandInPayment>();
  /** Webhooks posted and what the receiver answered. */
  readonly webhooks: { type: string; paymentId: string; status: number }[] = [];
  /** While true, the API never answers (a gateway that times out). */
  stall = false;
  /** Whether paying on the hosted page posts the webhook before sending the payer back. */
  autoWebhook = true;
  private server: Server | null = null;
  private readonly settings: StandInSettings;

  constructor(settings: StandInSettings) {
    this.settings = settings;
  }

  async start(port = 0): Promise<this> {
    const server = createServer((request, response) => {
      this.handle(request, response).catch(() => json(response, 500, { type: 'api_error' }));
    });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    this.server = server;
    return this;
  }

  get base(): string {
    return `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}`;
  }

  /** The API's base URL, what `MOYASAR_API_URL` names. */
  get apiUrl(): string {
    return `${this.base}/v1`;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** A card paid on an invoice's hosted page; `amount` other than the invoice's plays a tampered charge. */
  pay(invoiceId: string, card: string, amount?: number): StandInPayment {
    const invoice = this.invoices.get(invoiceId);
    if (!invoice) throw new Error(`no invoice ${invoiceId}`);
    const now = new Date().toISOString();
    const accepted = card.replace(/\s/g, '') === ACCEPTED_CARD;
    const payment: StandInPayment = {
      id: randomUUID(),
      status: accepted ? 'paid' : 'failed',
      amount: amount ?? invoice.amount,
      fee: 0,
      currency: invoice.currency,
      refunded: 0,
      description: invoice.description,
      invoice_id: invoice.id,
      created_at: now,
      updated_at: now,
      metadata: invoice.metadata,
      source: {
        type: 'creditcard',
        company: 'visa',
        name: 'Test Card',
        number: `XXXX-XXXX-XXXX-${card.slice(-4)}`,
        message: accepted ? 'Succeeded! (Test Environment)' : 'Insufficient Funds',
      },
    };
    this.payments.set(payment.id, payment);
    invoice.payments.push(payment);
    if (accepted) invoice.status = 'paid';
    invoice.updated_at = now;
    return payment;
  }

  /** A payment's webhook body; `secret` other than the dashboard's plays a forged one. */
  webhookBody(paymentId: string, secret = this.settings.webhookSecret ?? '') {
    const payment = this.payments.get(paymentId);
    if (!payment) throw new Error(`no payment ${paymentId}`);
    return {
      id: randomUUID(),
      type: payment.status === 'paid' ? 'payment_paid' : 'payment_failed',
      created_at: new Date().toISOString(),
      secret_token: secret,
      account_name: 'Rihla test',
      live: false,
      data: payment,
    };
  }

  /** Posts a payment's webhook (again) to the configured URL; what the receiver answered. */
  async deliver(paymentId: string): Promise<number> {
    if (!this.settings.webhookUrl) throw new Error('no webhook URL');
    const body = this.webhookBody(paymentId);
    const answer = await fetch(this.settings.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    this.webhooks.push({ type: body.type, paymentId, status: answer.status });
    return answer.status;
  }

  private authorized(request: IncomingMessage): boolean {
    const expected = `Basic ${Buffer.from(`${this.settings.secretKey}:`).toString('base64')}`;
    return request.headers.authorization === expected;
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', this.base);
    const path = url.pathname;
    if (path === '/health') return json(response, 200, { ok: true });
    if (path.startsWith('/v1/')) {
      if (this.stall) return; // never answers
      if (!this.authorized(request)) {
        return json(response, 401, {
          type: 'authentication_error',
          message: 'Invalid authorization credentials',
        });
      }
      return this.api(request, response, path);
    }
    const resend = /^\/_stand-in\/webhooks\/([\w-]+)$/.exec(path);
    if (resend && request.method === 'POST') {
      return json(response, 200, { status: await this.deliver(resend[1]!) });
    }
    const page = /^\/invoices\/([\w-]+)(\/pay)?$/.exec(path);
    const invoice = page ? this.invoices.get(page[1]!) : undefined;
    if (!invoice) return json(response, 404, { type: 'invalid_request_error', message: 'Object not found' });
    if (!page![2]) return this.hostedPage(response, invoice, null);
    const card = new URLSearchParams(await readBody(request)).get('number') ?? '';
    const payment = this.pay(invoice.id, card);
    if (this.autoWebhook && this.settings.webhookUrl) await this.deliver(payment.id);
    if (payment.status === 'paid' && invoice.success_url) {
      const back = new URL(invoice.success_url);
      back.searchParams.set('id', payment.id);
      back.searchParams.set('status', payment.status);
      response.writeHead(303, { location: back.toString() });
      return void response.end();
    }
    return this.hostedPage(response, invoice, payment);
  }

  private async api(request: IncomingMessage, response: ServerResponse, path: string): Promise<void> {
    if (path === '/v1/invoices' && request.method === 'POST') {
      const body = JSON.parse((await readBody(request)) || '{}') as Record<string, unknown>;
      if (!Number.isInteger(body.amount) || (body.amount as number) < 100 || !body.description) {
        return json(response, 400, { type: 'invalid_request_error', message: 'Validation Failed' });
      }
      const id = randomUUID();
      const now = new Date().toISOString();
      const invoice: StandInInvoice = {
        id,
        status: 'initiated',
        amount: body.amount as number,
        currency: (body.currency as string | undefined) ?? 'SAR',
        description: String(body.description),
        url: `${this.base}/invoices/${id}`,
        success_url: (body.success_url as string | undefined) ?? null,
        back_url: (body.back_url as string | undefined) ?? null,
        callback_url: (body.callback_url as string | undefined) ?? null,
        metadata: (body.metadata as Record<string, string> | undefined) ?? null,
        created_at: now,
        updated_at: now,
        payments: [],
      };
      this.invoices.set(id, invoice);
      return json(response, 201, invoice);
    }
    if (path === '/v1/payments' && request.method === 'GET') {
      return json(response, 200, {
        payments: [...this.payments.values()],
        meta: { total_count: this.payments.size },
      });
    }
    const refund = /^\/v1\/payments\/([\w-]+)\/refund$/.exec(path);
    if (refund && request.method === 'POST') {
      const payment = this.payments.get(refund[1]!);
      const { amount } = JSON.parse((await readBody(request)) || '{}') as { amount?: number };
      if (!payment)
        return json(response, 404, { type: 'invalid_request_error', message: 'Object not found' });
      const left = payment.amount - payment.refunded;
      if (payment.status === 'failed' || !Number.isInteger(amount) || amount! < 1 || amount! > left) {
        return json(response, 400, { type: 'invalid_request_error', message: 'Invalid refund amount' });
      }
      payment.refunded += amount!;
      payment.status = 'refunded';
      payment.updated_at = new Date().toISOString();
      return json(response, 200, payment);
    }
    const one = /^\/v1\/(invoices|payments)\/([\w-]+)$/.exec(path);
    const found = one
      ? one[1] === 'invoices'
        ? this.invoices.get(one[2]!)
        : this.payments.get(one[2]!)
      : undefined;
    if (!found) return json(response, 404, { type: 'invalid_request_error', message: 'Object not found' });
    return json(response, 200, found);
  }

  private hostedPage(response: ServerResponse, invoice: StandInInvoice, last: StandInPayment | null) {
    const riyals = (invoice.amount / 100).toFixed(2);
    const declined =
      last?.status === 'failed' ? `<p role="alert">${escapeHtml(last.source.message)}</p>` : '';
    const back = invoice.back_url
      ? `<p><a href="${escapeHtml(invoice.back_url)}">Back to the merchant</a></p>`
      : '';
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Moyasar stand-in</title>
<meta name="viewport" content="width=device-width"></head><body>
<h1>${escapeHtml(invoice.description)}</h1><p>${riyals} ${escapeHtml(invoice.currency)}</p>${declined}
<form method="post" action="/invoices/${invoice.id}/pay"><label>Card number <input name="number" inputmode="numeric"></label>
<button type="submit">Pay</button></form>${back}</body></html>`);
  }
}

// Run by itself: the browser tests' gateway.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const standIn = new MoyasarStandIn({
    secretKey: process.env.STAND_IN_SECRET_KEY ?? '',
    webhookUrl: process.env.STAND_IN_WEBHOOK_URL,
    webhookSecret: process.env.STAND_IN_WEBHOOK_SECRET,
  });
  await standIn.start(Number(process.env.STAND_IN_PORT ?? 0));
  console.log(`Moyasar stand-in on ${standIn.base}`);
}

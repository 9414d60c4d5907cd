import { eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type Agent, sessionOf } from '../../test/agent';
import { type BilledFamilies, billedFamilies } from '../../test/billed-families';
import { DATABASES } from '../../test/databases';
import { HttpReceiver } from '../../test/http-receiver';
import { ACCEPTED_CARD, DECLINED_CARD, MoyasarStandIn } from '../../test/moyasar-stand-in';
import { startTestApp, type TestApp } from '../../test/test-app';
import { invoices } from '../invoices/invoices.table';
import { parents } from '../parents/parents.table';
import { payments } from '../payments/payments.table';
import { gatewayCheckouts } from './online-payments.table';

const SECRET_KEY = 'sk_test_rihla';
const WEBHOOK_SECRET = 'whsec-rihla-test-secret';
const WEBHOOK = '/api/v1/payment-gateway/moyasar/webhook';

describe.each(DATABASES)('paying an invoice online through Moyasar on %s', (kind) => {
  let t: TestApp;
  let app: FastifyInstance;
  let admin: Agent;
  let books: BilledFamilies;
  let sms: HttpReceiver;
  let moyasar: MoyasarStandIn;
  let month = 0;

  /** A family with one monthly invoice of 450 SAR, its phone signed in to the app. */
  const billedFamily = async () => {
    month += 1;
    const billing = `2025-${String(month).padStart(2, '0')}`;
    const parentId = await books.family(books.monthlyId, [45_000], `${billing}-01`);
    expect((await admin.call('POST', '/api/v1/invoice-runs', { body: { month: billing } })).statusCode).toBe(
      200,
    );
    const [invoice] = await app.db.select().from(invoices).where(eq(invoices.parentId, parentId));
    const [parent] = await app.db.select().from(parents).where(eq(parents.id, parentId));
    const phone = `0${parent!.phone.slice(4)}`;
    const asked = await app.inject({
      method: 'POST',
      url: '/api/v1/family/auth/code',
      payload: { phone },
      remoteAddress: `10.8.${month}.1`,
    });
    expect(asked.statusCode).toBe(202);
    const text = sms.received.filter((r) => (r.body as { to: string }).to === parent!.phone).at(-1)!;
    const code = /\d{6}/.exec((text.body as { body: string }).body)![0];
    const signedIn = await app.inject({
      method: 'POST',
      url: '/api/v1/family/auth/verify',
      payload: { phone, code },
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const cookie = `rihla_family=${signedIn.cookies.find((c) => c.name === 'rihla_family')!.value}`;
    return { parentId, invoice: invoice!, cookie };
  };
  const as = (cookie: string, method: 'GET' | 'POST', url: string, language = 'ar') =>
    app.inject({ method, url: `/api/v1${url}`, headers: { cookie, 'accept-language': language } });
  const checkout = async (family: { cookie: string; invoice: { id: string } }) => {
    const started = await as(family.cookie, 'POST', `/family/invoices/${family.invoice.id}/checkout`);
    expect(started.statusCode, started.body).toBe(201);
    const { id, url } = started.json() as { id: string; url: string };
    const gatewayId = url.split('/').at(-1)!;
    return { id, gatewayId };
  };
  const verify = (cookie: string, checkoutId: string, language = 'ar') =>
    as(cookie, 'POST', `/family/checkouts/${checkoutId}/verify`, language);
  const webhook = (payload: object, language = 'ar') =>
    app.inject({ method: 'POST', url: WEBHOOK, payload, headers: { 'accept-language': language } });
  /** What the books hold for an invoice: its payments online, paid amount and the parent's balance. */
  const books_ = async (family: { parentId: string; invoice: { id: string } }) => {
    const booked = await app.db.select().from(payments).where(eq(payments.invoiceId, family.invoice.id));
    const [invoice] = await app.db.select().from(invoices).where(eq(invoices.id, family.invoice.id));
    const [parent] = await app.db.select().from(parents).where(eq(parents.id, family.parentId));
    return { booked, paid: invoice!.paidHalalas, balance: parent!.balanceHalalas };
  };

  beforeAll(async () => {
    sms = await new HttpReceiver().start();
    moyasar = await new MoyasarStandIn({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET }).start();
    t = await startTestApp(kind, {
      SMS_PROVIDER: 'webhook',
      SMS_URL: sms.url('/sms'),
      PAYMENT_PROVIDER: 'moyasar',
      MOYASAR_API_URL: moyasar.apiUrl,
      MOYASAR_SECRET_KEY: SECRET_KEY,
      MOYASAR_PUBLISHABLE_KEY: 'pk_test_rihla',
      MOYASAR_WEBHOOK_SECRET: WEBHOOK_SECRET,
      // Short for the timeout test, long enough for the local stand-in on a loaded machine.
      PAYMENT_GATEWAY_TIMEOUT_MS: '1500',
    });
    app = t.app;
    admin = await sessionOf(app);
    books = await billedFamilies(app, admin);
  });
  afterAll(async () => {
    await t?.close();
    await moyasar?.stop();
    await sms?.stop();
  });
  afterEach(() => {
    moyasar.stall = false;
  });

  it("shows a family its own invoices, balance and receipts, and never another family's", async () => {
    const first = await billedFamily();
    const second = await billedFamily();
    // The second month's run billed the first family again: both its invoices, its balance.
    const own = await app.db.select().from(invoices).where(eq(invoices.parentId, first.parentId));
    const money = (await as(first.cookie, 'GET', '/family/money')).json();
    expect(money).toMatchObject({ balanceHalalas: 90_000, onlinePayment: 'moyasar' });
    expect(money.invoices.map((i: { id: string }) => i.id).sort()).toEqual(own.map((i) => i.id).sort());
    expect(money.invoices).toContainEqual(
      expect.objectContaining({ id: first.invoice.id, amountHalalas: 45_000, outstandingHalalas: 45_000 }),
    );
    const theirs = (await as(second.cookie, 'GET', '/family/money')).json();
    expect(theirs.invoices.map((i: { id: string }) => i.id)).toEqual([second.invoice.id]);
    // The first family's invoice and checkout are not found from the second family's phone.
    expect(
      (await as(second.cookie, 'POST', `/family/invoices/${first.invoice.id}/checkout`)).statusCode,
    ).toBe(404);
    const started = await checkout(first);
    expect((await verify(second.cookie, started.id)).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/v1/family/money' })).statusCode).toBe(401);
  });

  it('books a card paid on the return, once, and the webhook after it finds it booked', async () => {
    const family = await billedFamily();
    const started = await checkout(family);
    const charge = moyasar.pay(started.gatewayId, ACCEPTED_CARD);
    const returned = await verify(family.cookie, started.id);
    expect(returned.statusCode, returned.body).toBe(200);
    expect(returned.json()).toMatchObject({ status: 'paid', amountHalalas: 45_000 });
    const hooked = await webhook(moyasar.webhookBody(charge.id));
    expect(hooked.statusCode, hooked.body).toBe(200);
    expect(hooked.json().paymentId).toBe(returned.json().paymentId);
    expect(await books_(family)).toMatchObject({
      booked: [
        expect.objectContaining({ gatewayReference: charge.id, method: 'card', amountHalalas: 45_000 }),
      ],
      paid: 45_000,
      balance: 0,
    });
    // The console's payments list shows the gateway's reference.
    const listed = await admin.call('GET', `/api/v1/payments?invoiceId=${family.invoice.id}`);
    expect(listed.json().items).toEqual([expect.objectContaining({ gatewayReference: charge.id })]);
    // And so does its export, under its own column.
    const csv = (
      await admin.call('GET', `/api/v1/payments/export.csv?invoiceId=${family.invoice.id}&lang=en`)
    ).body.split('\r\n');
    expect(csv[0]).toContain('Gateway reference');
    expect(csv[1]).toContain(charge.id);
    // The receipt is the family's.
    const money = (await as(family.cookie, 'GET', '/family/money')).json();
    expect(money.payments).toEqual([
      expect.objectContaining({ id: returned.json().paymentId, gatewayReference: charge.id }),
    ]);
    expect(money.balanceHalalas).toBe(0);
  });

  it('books it from the webhook first, and the return after it finds it booked', async () => {
    const family = await billedFamily();
    const started = await checkout(family);
    const charge = moyasar.pay(started.gatewayId, ACCEPTED_CARD);
    const hooked = await webhook(moyasar.webhookBody(charge.id));
    expect(hooked.statusCode, hooked.body).toBe(200);
    expect(hooked.json()).toMatchObject({ status: 'paid' });
    const returned = await verify(family.cookie, started.id);
    expect(returned.json()).toMatchObject({ status: 'paid', paymentId: hooked.json().paymentId });
    expect((await books_(family)).booked).toHaveLength(1);
  });

  it('books a webhook sent twice at once, and retried returns, exactly once', async () => {
    const family = await billedFamily();
    const started = await checkout(family);
    const charge = moyasar.pay(started.gatewayId, ACCEPTED_CARD);
    const answers = await Promise.all([
      webhook(moyasar.webhookBody(charge.id)),
      webhook(moyasar.webhookBody(charge.id)),
      verify(family.cookie, started.id),
      verify(family.cookie, started.id),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.json().paymentId)).size).toBe(1);
    expect(await books_(family)).toMatchObject({ paid: 45_000, balance: 0 });
    expect((await books_(family)).booked).toHaveLength(1);
    const online = await app.db.select().from(payments).where(eq(payments.gatewayReference, charge.id));
    expect(online).toHaveLength(1);
  });

  it('books nothing for a declined card, and the page can be paid again', async () => {
    const family = await billedFamily();
    const started = await checkout(family);
    const declined = moyasar.pay(started.gatewayId, DECLINED_CARD);
    expect((await verify(family.cookie, started.id)).json()).toMatchObject({
      status: 'failed',
      paymentId: null,
    });
    expect((await webhook(moyasar.webhookBody(declined.id))).json()).toMatchObject({ status: 'failed' });
    expect(await books_(family)).toMatchObject({ booked: [], paid: 0, balance: 45_000 });
    moyasar.pay(started.gatewayId, ACCEPTED_CARD);
    expect((await verify(family.cookie, started.id)).json()).toMatchObject({ status: 'paid' });
    expect((await books_(family)).booked).toHaveLength(1);
  });

  it('refuses a charge of another amount than the invoice, on the return and the webhook, in both languages', async () => {
    const family = await billedFamily();
    const started = await checkout(family);
    const short = moyasar.pay(started.gatewayId, ACCEPTED_CARD, 100);
    const returned = await verify(family.cookie, started.id);
    expect(returned.statusCode).toBe(422);
    expect(returned.json()).toMatchObject({
      code: 'family.amountMismatch',
      title: 'المبلغ المدفوع لا يطابق مبلغ الفاتورة، فلم يُسجَّل. تواصل مع مكتب النقل',
    });
    const hooked = await webhook(moyasar.webhookBody(short.id), 'en');
    expect(hooked.statusCode).toBe(422);
    expect(hooked.json().title).toBe(
      'The amount paid does not match the invoice, so it was not recorded: call the transport office',
    );
    expect(await books_(family)).toMatchObject({ booked: [], paid: 0, balance: 45_000 });
  });

  it('refuses a webhook with a wrong or missing secret, with a translated problem, and books nothing', async () => {
    const family = await billedFamily();
    const started = await checkout(family);
    const charge = moyasar.pay(started.gatewayId, ACCEPTED_CARD);
    const forged = await webhook(moyasar.webhookBody(charge.id, 'not-the-secret'));
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({
      code: 'family.webhookSecret',
      title: 'رمز إشعار بوابة الدفع غير صحيح',
    });
    const bare = await webhook({ type: 'payment_paid', data: { id: charge.id } }, 'en');
    expect(bare.statusCode).toBe(401);
    expect(bare.json().title).toBe("The payment gateway notice's secret is wrong");
    expect(await books_(family)).toMatchObject({ booked: [], paid: 0 });
  });

  it('tells the parent when the gateway times out, in their language, and records nothing', async () => {
    const family = await billedFamily();
    const before = await app.db.select().from(gatewayCheckouts);
    moyasar.stall = true;
    const started = await as(family.cookie, 'POST', `/family/invoices/${family.invoice.id}/checkout`);
    expect(started.statusCode).toBe(504);
    expect(started.json()).toMatchObject({
      code: 'family.gatewayTimeout',
      title: 'لم تردّ بوابة الدفع في الوقت المحدد، ولم يُخصم شيء. حاول بعد قليل',
    });
    expect(await app.db.select().from(gatewayCheckouts)).toHaveLength(before.length);
    // A checkout whose verification times out stays unbooked until the gateway answers.
    moyasar.stall = false;
    const opened = await checkout(family);
    const charge = moyasar.pay(opened.gatewayId, ACCEPTED_CARD);
    moyasar.stall = true;
    const returned = await verify(family.cookie, opened.id, 'en');
    expect(returned.statusCode).toBe(504);
    expect(returned.json().title).toBe(
      'The payment gateway did not answer in time and nothing was charged: try again shortly',
    );
    expect((await webhook(moyasar.webhookBody(charge.id))).statusCode).toBe(504);
    expect(await books_(family)).toMatchObject({ booked: [], paid: 0, balance: 45_000 });
    moyasar.stall = false;
    expect((await verify(family.cookie, opened.id)).json()).toMatchObject({ status: 'paid' });
    expect(await app.db.select().from(payments).where(isNotNull(payments.gatewayReference))).toContainEqual(
      expect.objectContaining({ gatewayReference: charge.id }),
    );
  });

  it('gives a card refund of an invoice paid online back through the gateway, and books none the gateway did not make', async () => {
    const family = await billedFamily();
    const started = await checkout(family);
    const charge = moyasar.pay(started.gatewayId, ACCEPTED_CARD);
    expect((await verify(family.cookie, started.id)).json()).toMatchObject({ status: 'paid' });
    const refund = (amountHalalas: number, method = 'card') =>
      admin.call('POST', '/api/v1/payments', {
        body: {
          invoiceId: family.invoice.id,
          kind: 'refund',
          method,
          reference: 'RF-1',
          amountHalalas,
          receivedOn: app.operatorsToday(),
        },
      });
    const given = await refund(10_000);
    expect(given.statusCode, given.body).toBe(201);
    expect(given.json()).toMatchObject({ kind: 'refund', gatewayReference: charge.id });
    expect(moyasar.payments.get(charge.id)!.refunded).toBe(10_000);
    expect(await books_(family)).toMatchObject({ paid: 35_000, balance: 10_000 });
    // The gateway does not answer: nothing booked, nothing given back.
    moyasar.stall = true;
    const stalled = await refund(5_000);
    expect(stalled.statusCode).toBe(504);
    expect(stalled.json().code).toBe('family.gatewayTimeout');
    moyasar.stall = false;
    // More than is left of the charge: refused before the gateway is asked.
    const over = await refund(40_000);
    expect(over.statusCode).toBe(422);
    expect(over.json().errors[0]).toMatchObject({
      code: 'finance.refundOverCharge',
      message: 'مبلغ الاسترداد بالبطاقة أكبر مما بقي من دفعة البطاقة الإلكترونية',
    });
    // Cash handed back at the office does not touch the card.
    expect((await refund(5_000, 'cash')).statusCode).toBe(201);
    expect(moyasar.payments.get(charge.id)!.refunded).toBe(10_000);
    expect(await books_(family)).toMatchObject({ paid: 30_000, balance: 15_000 });
  });
});

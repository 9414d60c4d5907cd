import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Invoice } from '@rihla/shared/contracts/invoices';
import { eq } from 'drizzle-orm';
import { DEMO_COMPANY_DETAILS } from '../../seed/company';
import { type Agent, sessionOf } from '../../test/agent';
import { billedFamilies } from '../../test/billed-families';
import { codeIn } from '../../test/crew-sign-in';
import { DATABASES } from '../../test/databases';
import { HttpReceiver } from '../../test/http-receiver';
import { MailCatcher } from '../../test/mail-catcher';
import { startTestApp, type TestApp } from '../../test/test-app';
import { issuedVatInvoice } from '../../test/vat-invoice';
import { parents } from '../parents/parents.table';
import { decodeQr } from './zatca-qr';

/** A "browser" that starts and never says a word: the render must give up, not wait forever. */
function hangingBrowser() {
  const file = join(mkdtempSync(join(tmpdir(), 'zatca-hang-')), 'chromium');
  writeFileSync(file, '#!/bin/sh\nexec sleep 30\n', { mode: 0o755 });
  return file;
}

/** The PDF as files on disk: its first page as a 200 dpi picture, and its text. */
function readPdf(pdf: Buffer) {
  const dir = mkdtempSync(join(tmpdir(), 'zatca-pdf-'));
  const file = join(dir, 'document.pdf');
  writeFileSync(file, pdf);
  execFileSync('pdftoppm', [
    '-r',
    '200',
    '-png',
    '-f',
    '1',
    '-l',
    '1',
    '-singlefile',
    file,
    join(dir, 'page'),
  ]);
  return {
    /** What a real QR reader (zbar, as a phone's camera would) reads off the printed page. */
    qr: () =>
      execFileSync('zbarimg', ['--raw', '-q', '--nodbus', join(dir, 'page.png')], {
        encoding: 'utf8',
      }).trim(),
    text: () => execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }),
  };
}

describe.each(DATABASES)('printed ZATCA documents on %s', (kind) => {
  let t: TestApp;
  let admin: Agent;
  let invoice: Invoice;
  const mail = new MailCatcher();
  let sms: HttpReceiver;

  beforeAll(async () => {
    await mail.start();
    sms = await new HttpReceiver().start();
    t = await startTestApp(kind, { SMTP_URL: mail.url, SMS_PROVIDER: 'webhook', SMS_URL: sms.url('/sms') });
    admin = await sessionOf(t.app);
    invoice = await issuedVatInvoice(t.app, admin);
  });
  afterAll(async () => {
    await t?.close();
    await mail.stop();
    await sms?.stop();
  });

  const pay = (amountHalalas: number, kindOf: 'payment' | 'refund') =>
    admin.call('POST', '/api/v1/payments', {
      body: { invoiceId: invoice.id, kind: kindOf, method: 'cash', amountHalalas, receivedOn: '2026-01-02' },
    });

  it("prints the invoice as an A4 PDF whose QR code reads back as the document's ZATCA tags", async () => {
    const zatca = invoice.zatca!;
    expect(zatca.pdfUrl).toBe(`/api/v1/zatca-documents/${zatca.uuid}/pdf`);
    const response = await admin.call('GET', zatca.pdfUrl!);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const printed = readPdf(pdf);
    const read = printed.qr();
    expect(read).toBe(zatca.qr);
    const tags = decodeQr(read);
    const tag = (n: number) => tags.get(n)!.toString('utf8');
    expect(tag(1)).toBe(DEMO_COMPANY_DETAILS.legalNameAr);
    expect(tag(2)).toBe(DEMO_COMPANY_DETAILS.vatNumber);
    expect(tag(3)).toMatch(/^2\d{3}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    expect(tag(4)).toBe('450.00');
    expect(tag(5)).toBe((invoice.vatHalalas / 100).toFixed(2));
    expect(tag(6)).toBe(zatca.invoiceHash);

    // The page's text as a PDF reader extracts it: both names, the numbers, the totals in riyals.
    const text = printed.text();
    expect(text).toContain(DEMO_COMPANY_DETAILS.legalNameEn);
    expect(text).toContain('Simplified Tax Invoice');
    expect(text).toContain(DEMO_COMPANY_DETAILS.vatNumber);
    expect(text).toContain(DEMO_COMPANY_DETAILS.crNumber);
    expect(text).toContain(`#${invoice.number}`);
    expect(text).toContain('450.00');
    expect(text).toContain((invoice.vatHalalas / 100).toFixed(2));
    // Arabic comes out of the PDF as its letters (shaped glyphs mapped back to text), word by word.
    for (const word of DEMO_COMPANY_DETAILS.legalNameAr.split(' ')) expect(text).toContain(word);
  });

  it('serves the same page as a print view: Arabic, right to left, with the letterhead', async () => {
    const response = await admin.call('GET', `/api/v1/zatca-documents/${invoice.zatca!.uuid}/print`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    const html = response.body;
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain(`<h1 lang="ar" data-testid="seller-ar">${DEMO_COMPANY_DETAILS.legalNameAr}</h1>`);
    expect(html).toContain(`<bdi dir="ltr">${DEMO_COMPANY_DETAILS.vatNumber}</bdi>`);
    expect(html).toContain('فاتورة ضريبية مبسطة');
    expect(html).not.toContain('<script');
  });

  it('writes what operators typed as text, never as markup, on the printed page', async () => {
    const hostile = '<img src=x onerror=alert(1)> "ولي" & أمر';
    await t.app.db.update(parents).set({ name: hostile }).where(eq(parents.id, invoice.parentId));
    const html = (await admin.call('GET', `/api/v1/zatca-documents/${invoice.zatca!.uuid}/print`)).body;
    expect(html).toContain('&#60;img src=x onerror=alert(1)&#62; &#34;ولي&#34; &#38; أمر');
    expect(html).not.toContain('<img src=x');
    await t.app.db.update(parents).set({ name: invoice.parentName }).where(eq(parents.id, invoice.parentId));
  });

  it("prints a refund's credit note and a payment's receipt", async () => {
    const payment = await pay(45_000, 'payment');
    expect(payment.statusCode, payment.body).toBe(201);
    const refund = await pay(10_000, 'refund');
    expect(refund.statusCode, refund.body).toBe(201);
    const note = refund.json().zatca;
    const notePdf = await admin.call('GET', note.pdfUrl);
    expect(notePdf.statusCode).toBe(200);
    const printedNote = readPdf(notePdf.rawPayload);
    const noteTags = decodeQr(printedNote.qr());
    expect(noteTags.get(4)!.toString()).toBe('100.00');
    expect(noteTags.get(6)!.toString()).toBe(note.invoiceHash);
    expect(printedNote.text()).toContain(`CN-${note.icv}`);
    expect(printedNote.text()).toContain(`#${invoice.number}`);

    const receipt = await admin.call('GET', `/api/v1/payments/${payment.json().id}/receipt/pdf`);
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toBe('application/pdf');
    const receiptText = readPdf(receipt.rawPayload).text();
    expect(receiptText).toContain('Payment Receipt');
    expect(receiptText).toContain('450.00');

    // A refund is printed as its credit note, said in the reader's language.
    const refused = await admin.call('GET', `/api/v1/payments/${refund.json().id}/receipt/print`, {
      headers: { 'accept-language': 'ar' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'finance.receiptOfRefund',
      title: 'لا إيصال للاسترداد: اطبع إشعاره الدائن',
    });
  });

  /** Another family with an e-mail address, billed by May's run; its invoice. */
  let othersInvoice: Invoice;

  it("e-mails the parent their invoice with the tax invoice's PDF attached", async () => {
    const books = await billedFamilies(t.app, admin);
    const parentId = await books.family(books.monthlyId, [45_000], '2030-05-01');
    await t.app.db.update(parents).set({ email: 'hind.otaibi@example.com' }).where(eq(parents.id, parentId));
    expect(
      (await admin.call('POST', '/api/v1/invoice-runs', { body: { month: '2030-05' } })).statusCode,
    ).toBe(200);
    othersInvoice = (await admin.call('GET', `/api/v1/invoices?parentId=${parentId}`)).json().items[0];
    await t.app.deliverNotices();

    const [email] = mail.to('hind.otaibi@example.com');
    expect(email?.subject).toContain(`#${othersInvoice.number}`);
    expect(email!.attachments).toHaveLength(1);
    const [pdf] = email!.attachments;
    expect(pdf).toMatchObject({
      filename: `invoice-${othersInvoice.number}.pdf`,
      contentType: 'application/pdf',
    });
    const text = readPdf(pdf!.content).text();
    expect(text).toContain('Simplified Tax Invoice');
    expect(text).toContain(`#${othersInvoice.number}`);
  });

  it("offers a family their invoice's PDF in the app, and never another family's", async () => {
    const [parent] = await t.app.db.select().from(parents).where(eq(parents.id, invoice.parentId));
    const phone = `0${parent!.phone!.slice(4)}`;
    const asked = await t.app.inject({ method: 'POST', url: '/api/v1/family/auth/code', payload: { phone } });
    expect(asked.statusCode).toBe(202);
    const text = sms.received.filter((r) => (r.body as { to: string }).to === parent!.phone).at(-1)!;
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/v1/family/auth/verify',
      payload: { phone, code: codeIn(text.body) },
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const cookie = `rihla_family=${signedIn.cookies.find((c) => c.name === 'rihla_family')!.value}`;
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });

    const money = (await get('/api/v1/family/money')).json();
    const own = money.invoices.find((i: { id: string }) => i.id === invoice.id);
    expect(own.pdfUrl).toBe(`/api/v1/family/invoices/${invoice.id}/pdf`);
    const response = await get(own.pdfUrl);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(readPdf(response.rawPayload).qr()).toBe(invoice.zatca!.qr);
    expect((await get(`/api/v1/family/invoices/${othersInvoice.id}/pdf`)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: own.pdfUrl })).statusCode).toBe(401);
  });

  it('answers 404 for a document or payment that does not exist', async () => {
    const missing = crypto.randomUUID();
    expect((await admin.call('GET', `/api/v1/zatca-documents/${missing}/pdf`)).statusCode).toBe(404);
    expect((await admin.call('GET', `/api/v1/payments/${missing}/receipt/pdf`)).statusCode).toBe(404);
  });

  it.each([
    ['is missing', () => '/nonexistent/chromium'],
    ['never answers', hangingBrowser],
  ])('answers 503 with a clear problem when Chromium %s, never hanging', async (_, browser) => {
    const broken = await startTestApp(kind, { CHROMIUM_PATH: browser(), PDF_RENDER_TIMEOUT_MS: '1000' });
    try {
      const agent = await sessionOf(broken.app);
      const issued = await issuedVatInvoice(broken.app, agent);
      const response = await agent.call('GET', issued.zatca!.pdfUrl!, {
        headers: { 'accept-language': 'en' },
      });
      expect(response.statusCode).toBe(503);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(response.json()).toMatchObject({
        code: 'unavailable.printing',
        title: 'The PDF cannot be made right now; try again in a moment',
      });
      // The print view needs no browser and still answers.
      expect(
        (await agent.call('GET', `/api/v1/zatca-documents/${issued.zatca!.uuid}/print`)).statusCode,
      ).toBe(200);
    } finally {
      await broken.close();
    }
  });
});

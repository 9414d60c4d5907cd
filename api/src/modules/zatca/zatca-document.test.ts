import { execFileSync } from 'node:child_process';
import { createHash, createVerify, X509Certificate } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Invoice } from '@rihla/shared/contracts/invoices';
import { DOMParser, type Element as XmlElement } from '@xmldom/xmldom';
import { desc } from 'drizzle-orm';
import { DEMO_COMPANY_DETAILS } from '../../seed/company';
import { type Agent, sessionOf } from '../../test/agent';
import { type BilledFamilies, billedFamilies } from '../../test/billed-families';
import { DATABASES } from '../../test/databases';
import { startTestApp, type TestApp } from '../../test/test-app';
import { registerForVat } from '../../test/vat-invoice';
import { zatcaDocuments } from './zatca.table';
import { invoiceHash } from './zatca-hash';
import { decodeQr } from './zatca-qr';
import { UBL } from './zatca-ubl';

const DS = 'http://www.w3.org/2000/09/xmldsig#';

/** A parsed document and the texts of its elements by namespace and name, in document order. */
function read(xml: string) {
  const root = new DOMParser().parseFromString(xml, 'text/xml').documentElement!;
  const all = (ns: string, name: string): XmlElement[] => Array.from(root.getElementsByTagNameNS(ns, name));
  const text = (ns: string, name: string, index = 0) => all(ns, name)[index]?.textContent ?? null;
  const cbc = (name: string, index = 0) => text(UBL.cbc, name, index);
  const riyals = (name: string, index = 0) => Math.round(Number(cbc(name, index)) * 100);
  /** A cbc element of the document itself (not of a part or of the signature). */
  const own = (name: string) =>
    Array.from(root.childNodes).find(
      (node) => node.nodeType === node.ELEMENT_NODE && (node as XmlElement).localName === name,
    )?.textContent ?? null;
  return { root, all, text, cbc, riyals, own };
}

/** xmllint (libxml2) reads the document as well-formed XML with its namespaces. */
function xmllint(xml: string) {
  const file = join(mkdtempSync(join(tmpdir(), 'zatca-')), 'document.xml');
  writeFileSync(file, xml);
  execFileSync('xmllint', ['--noout', '--nonet', file], { stdio: 'pipe' });
}

/**
 * ZATCA's rules that hold without its servers: the simplified document's type, the seller's
 * identification and address formats, the totals' arithmetic and the VAT per rate.
 */
function expectBusinessRules(xml: string) {
  const doc = read(xml);
  expect(doc.root.localName).toBe('Invoice');
  expect(doc.cbc('ProfileID')).toBe('reporting:1.0');
  // BR-KSA-06: a simplified document's subtype starts "02".
  expect(doc.all(UBL.cbc, 'InvoiceTypeCode')[0]!.getAttribute('name')).toMatch(/^02[01]{5}$/);
  expect(doc.cbc('UUID')).toMatch(/^[0-9a-f-]{36}$/);
  expect(doc.cbc('IssueDate')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(doc.cbc('IssueTime')).toMatch(/^\d{2}:\d{2}:\d{2}$/);
  // BR-KSA-39/40: a 15-digit VAT number that starts and ends with 3; BR-KSA-37, -66: the address formats.
  expect(doc.cbc('CompanyID')).toMatch(/^3\d{13}3$/);
  expect(doc.cbc('BuildingNumber')).toMatch(/^\d{4}$/);
  expect(doc.cbc('PostalZone')).toMatch(/^\d{5}$/);
  expect(doc.cbc('IdentificationCode')).toBe('SA');
  // BR-CO-10, -13, -15: the lines add up to the net, the net and the VAT to the total.
  const lines = doc.all(UBL.cac, 'InvoiceLine');
  const lineNet = lines.reduce(
    (sum, line) =>
      sum +
      Math.round(Number(line.getElementsByTagNameNS(UBL.cbc, 'LineExtensionAmount')[0]!.textContent) * 100),
    0,
  );
  const monetary = read(doc.all(UBL.cac, 'LegalMonetaryTotal')[0]!.toString());
  const net = monetary.riyals('LineExtensionAmount');
  expect(lineNet).toBe(net);
  expect(monetary.riyals('TaxExclusiveAmount')).toBe(net);
  const vat = doc.riyals('TaxAmount');
  expect(monetary.riyals('TaxInclusiveAmount')).toBe(net + vat);
  expect(monetary.riyals('PayableAmount')).toBe(net + vat);
  // BR-S-09 within BR-CO-17's tolerance: each rate's VAT is its taxable amount times its rate.
  for (const subtotal of doc.all(UBL.cac, 'TaxSubtotal')) {
    const part = read(subtotal.toString());
    const expected = (part.riyals('TaxableAmount') * Number(part.cbc('Percent'))) / 100;
    expect(Math.abs(part.riyals('TaxAmount') - expected)).toBeLessThan(100);
  }
}

/** The stamp: the hash, the XAdES signature over it and the certificate it names all agree. */
function expectStamp(xml: string, storedHash: string) {
  const doc = read(xml);
  const hash = invoiceHash(xml);
  expect(hash).toBe(storedHash);
  expect(doc.text(DS, 'DigestValue', 0)).toBe(hash);
  const certificateBase64 = doc.text(DS, 'X509Certificate')!;
  const certificate = new X509Certificate(Buffer.from(certificateBase64, 'base64'));
  const signature = Buffer.from(doc.text(DS, 'SignatureValue')!, 'base64');
  expect(
    createVerify('sha256').update(Buffer.from(hash, 'base64')).verify(certificate.publicKey, signature),
  ).toBe(true);
  // The signature does not verify over anything else: a changed hash fails.
  const other = createHash('sha256').update('another document').digest();
  expect(createVerify('sha256').update(other).verify(certificate.publicKey, signature)).toBe(false);
  const certDigest = Buffer.from(createHash('sha256').update(certificateBase64).digest('hex')).toString(
    'base64',
  );
  expect(doc.text(DS, 'DigestValue', 2)).toBe(certDigest);
  return { certificate, signature: doc.text(DS, 'SignatureValue')!, hash };
}

describe.each(DATABASES)('ZATCA documents on %s', (kind) => {
  let t: TestApp;
  let admin: Agent;
  let books: BilledFamilies;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await sessionOf(t.app);
    books = await billedFamilies(t.app, admin);
  });
  afterAll(() => t?.close());

  const invoicesOf = async (parentId: string): Promise<Invoice[]> =>
    (await admin.call('GET', `/api/v1/invoices?parentId=${parentId}&sort=dueDate:asc`)).json().items;

  it('issues no tax document while the company is not VAT-registered', async () => {
    const parentId = await books.family(books.monthlyId, [45_000], '2030-03-01');
    expect(
      (await admin.call('POST', '/api/v1/invoice-runs', { body: { month: '2030-03' } })).statusCode,
    ).toBe(200);
    const [invoice] = await invoicesOf(parentId);
    expect(invoice!.zatca).toBeNull();
  });

  it('issues a signed simplified tax invoice with its QR, and a credit note for a refund', async () => {
    await registerForVat(admin);
    const parentId = await books.family(books.monthlyId, [45_000], '2030-04-01');
    expect(
      (await admin.call('POST', '/api/v1/invoice-runs', { body: { month: '2030-04' } })).statusCode,
    ).toBe(200);
    const [invoice] = await invoicesOf(parentId);
    const zatca = invoice!.zatca!;
    expect(zatca).toMatchObject({
      status: 'not_reported',
      pdfUrl: `/api/v1/zatca-documents/${zatca.uuid}/pdf`,
    });
    // The run issued two documents, the first VAT invoices: this family's and the March family's April one.
    expect([1, 2]).toContain(zatca.icv);
    expect(zatca.xmlUrl).toBe(`/api/v1/zatca-documents/${zatca.uuid}/xml`);

    const response = await admin.call('GET', zatca.xmlUrl);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    const xml = response.body;
    xmllint(xml);
    expectBusinessRules(xml);
    const doc = read(xml);
    expect(doc.cbc('UUID')).toBe(zatca.uuid);
    expect(doc.cbc('InvoiceTypeCode')).toBe('388');
    expect(doc.own('ID')).toBe(String(invoice!.number));
    expect(doc.cbc('RegistrationName')).toBe(DEMO_COMPANY_DETAILS.legalNameAr);
    expect(doc.cbc('RegistrationName', 1)).toMatch(/^ولي أمر/);
    expect(doc.riyals('TaxAmount')).toBe(invoice!.vatHalalas);
    const stamp = expectStamp(xml, zatca.invoiceHash);

    const tags = decodeQr(zatca.qr);
    expect(doc.text(UBL.cbc, 'EmbeddedDocumentBinaryObject', 1)).toBe(zatca.qr);
    expect([...tags.keys()]).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const tag = (n: number) => tags.get(n)!.toString('utf8');
    expect(tag(1)).toBe(DEMO_COMPANY_DETAILS.legalNameAr);
    expect(tag(2)).toBe(DEMO_COMPANY_DETAILS.vatNumber);
    expect(tag(3)).toBe(`${doc.cbc('IssueDate')}T${doc.cbc('IssueTime')}`);
    expect(tag(4)).toBe('450.00');
    expect(tag(5)).toBe((invoice!.vatHalalas / 100).toFixed(2));
    expect(tag(6)).toBe(zatca.invoiceHash);
    expect(tag(7)).toBe(stamp.signature);
    expect(tags.get(8)).toEqual(stamp.certificate.publicKey.export({ type: 'spki', format: 'der' }));
    // Tag 9 is the certificate's own signature: the last bytes of its DER.
    expect(stamp.certificate.raw.subarray(-tags.get(9)!.length)).toEqual(tags.get(9));

    const pay = (amountHalalas: number, kindOf: 'payment' | 'refund') =>
      admin.call('POST', '/api/v1/payments', {
        body: {
          invoiceId: invoice!.id,
          kind: kindOf,
          method: 'cash',
          amountHalalas,
          receivedOn: '2026-01-02',
        },
      });
    expect((await pay(45_000, 'payment')).json().zatca).toBeNull();
    const [last] = await t.app.db.select().from(zatcaDocuments).orderBy(desc(zatcaDocuments.icv)).limit(1);
    const refund = await pay(10_000, 'refund');
    expect(refund.statusCode, refund.body).toBe(201);
    const note = refund.json().zatca;
    expect(note).toMatchObject({
      icv: last!.icv + 1,
      previousInvoiceHash: last!.invoiceHash,
      status: 'not_reported',
    });
    const listed = (await admin.call('GET', `/api/v1/payments?invoiceId=${invoice!.id}&kind=refund`)).json()
      .items;
    expect(listed[0].zatca).toEqual(note);
    const noteXml = (await admin.call('GET', note.xmlUrl)).body;
    xmllint(noteXml);
    expectBusinessRules(noteXml);
    const credit = read(noteXml);
    expect(credit.cbc('InvoiceTypeCode')).toBe('381');
    // BR-KSA-56 and -17: the credit note names the invoice it corrects and why.
    expect(read(credit.all(UBL.cac, 'BillingReference')[0]!.toString()).cbc('ID')).toBe(
      String(invoice!.number),
    );
    expect(credit.own('ID')).toBe(`CN-${note.icv}`);
    expect(credit.cbc('InstructionNote')).toBe('Refund');
    expect(credit.riyals('TaxAmount')).toBe(refund.json().vatHalalas);
    expectStamp(noteXml, note.invoiceHash);
    expect(decodeQr(note.qr).get(4)!.toString()).toBe('100.00');
  });

  it('answers 404 for a document that does not exist', async () => {
    const response = await admin.call('GET', `/api/v1/zatca-documents/${crypto.randomUUID()}/xml`);
    expect(response.statusCode).toBe(404);
  });
});

import { X509Certificate } from 'node:crypto';
import type { Invoice } from '@rihla/shared/contracts/invoices';
import { eq, sql } from 'drizzle-orm';
import { auditLog } from '../../db/audit.table';
import { type Agent, sessionOf } from '../../test/agent';
import { type BilledFamilies, billedFamilies } from '../../test/billed-families';
import { DATABASES } from '../../test/databases';
import { startTestApp, type TestApp } from '../../test/test-app';
import { registerForVat } from '../../test/vat-invoice';
import { REJECT_MARK, STAND_IN_OTP, WARNING_MARK, ZatcaStandIn } from '../../test/zatca-stand-in';
import { parents } from '../parents/parents.table';
import { zatcaChain, zatcaReports } from './zatca.table';
import { reportDue } from './zatca-reporting';

const onboarding = {
  environment: 'sandbox',
  otp: STAND_IN_OTP,
  branch: 'Riyadh',
  businessCategory: 'Transport',
};

describe.each(DATABASES)('onboarding with ZATCA and reporting on %s', (kind) => {
  let t: TestApp;
  let admin: Agent;
  let books: BilledFamilies;
  let standIn: ZatcaStandIn;

  beforeAll(async () => {
    standIn = await new ZatcaStandIn().start();
    t = await startTestApp(kind, { ZATCA_API_URL: standIn.apiUrl('developer-portal') });
    admin = await sessionOf(t.app);
    books = await billedFamilies(t.app, admin);
  });
  afterAll(async () => {
    await t?.close();
    await standIn?.stop();
  });

  const view = async () => (await admin.call('GET', '/api/v1/zatca/onboarding')).json();
  const onboard = (body: Record<string, string>) => admin.call('POST', '/api/v1/zatca/onboarding', { body });
  /** A family named `name`, billed for `month`: its invoice. */
  async function invoiceFor(name: string, month: string): Promise<Invoice> {
    const parentId = await books.family(books.monthlyId, [45_000], `${month}-01`);
    await t.app.db.update(parents).set({ name }).where(eq(parents.id, parentId));
    const run = await admin.call('POST', '/api/v1/invoice-runs', { body: { month } });
    expect(run.statusCode, run.body).toBe(200);
    return invoiceOf(parentId);
  }
  const invoiceOf = async (parentId: string): Promise<Invoice> =>
    (await admin.call('GET', `/api/v1/invoices?parentId=${parentId}`)).json().items[0];
  const reread = async (invoice: Invoice): Promise<Invoice> =>
    (await admin.call('GET', `/api/v1/invoices?parentId=${invoice.parentId}&pageSize=100`))
      .json()
      .items.find((item: Invoice) => item.id === invoice.id);

  it('is not onboarded at first: documents are issued, stamped and not reported', async () => {
    expect(await view()).toMatchObject({ status: 'not_onboarded', environment: null, pendingReports: 0 });
    expect((await onboard(onboarding)).json()).toMatchObject({
      status: 409,
      code: 'zatca.companyIncomplete',
    });
    await registerForVat(admin);
    const invoice = await invoiceFor('Before onboarding', '2031-01');
    expect(invoice.zatca).toMatchObject({ status: 'not_reported', messages: [] });
    expect(await t.app.reportToZatca()).toEqual({ attempted: 0, refused: false });
  });

  it('refuses a wrong one-time password on its field and ZATCA being down, and keeps the installation as it was', async () => {
    const wrong = await onboard({ ...onboarding, otp: '999999' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual([expect.objectContaining({ path: 'otp', code: 'zatca.invalidOtp' })]);
    expect((await onboard({ ...onboarding, otp: '12a' })).statusCode).toBe(400);
    standIn.down = true;
    const down = await onboard(onboarding);
    standIn.down = false;
    expect(down.statusCode).toBe(503);
    expect(down.json().code).toBe('zatca.unavailable');
    expect(await view()).toMatchObject({ status: 'not_onboarded' });
  });

  it('onboards: the production CSID certificate, issued by ZATCA over a new key, signs what follows', async () => {
    const [before] = await t.app.db.select().from(zatcaChain);
    const answer = await onboard(onboarding);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({
      status: 'onboarded',
      environment: 'sandbox',
      apiUrl: standIn.apiUrl('developer-portal'),
      csidRefusedAt: null,
    });
    const [chain] = await t.app.db.select().from(zatcaChain);
    expect(chain!.privateKeyEncrypted).not.toBe(before!.privateKeyEncrypted);
    const certificate = new X509Certificate(Buffer.from(chain!.certificate!, 'base64'));
    const ca = new X509Certificate(Buffer.from(standIn.caCertificateBase64, 'base64'));
    expect(certificate.verify(ca.publicKey)).toBe(true);
    expect(answer.json().certificateSerial).toBe(certificate.serialNumber);
    // The secret is kept sealed, and the audit names neither it nor the token.
    expect(chain!.csidSecretEncrypted).toMatch(/^v1:/);
    const [audit] = await t.app.db.select().from(auditLog).where(eq(auditLog.entityType, 'zatca_onboarding'));
    expect(JSON.stringify(audit)).not.toContain(chain!.csidToken!);
    expect(JSON.stringify(audit)).not.toContain('v1:');
  });

  it('reports each document: accepted, with warnings, rejected with its messages; a credit note too', async () => {
    const accepted = await invoiceFor('Noura', '2031-02');
    const warned = await invoiceFor(`Fahad ${WARNING_MARK}`, '2031-03');
    const rejected = await invoiceFor(`Sara ${REJECT_MARK}`, '2031-04');
    expect(accepted.zatca!.status).toBe('not_reported');
    // Each run billed the months' families: every document issued since onboarding is queued.
    const pending = (await view()).pendingReports;
    expect(pending).toBeGreaterThanOrEqual(3);
    expect((await t.app.reportToZatca()).attempted).toBe(pending);
    expect((await reread(accepted)).zatca).toMatchObject({ status: 'reported', messages: [] });
    expect((await reread(warned)).zatca).toMatchObject({
      status: 'reported_with_warnings',
      messages: [{ type: 'WARNING', code: 'BR-KSA-08' }],
    });
    expect((await reread(rejected)).zatca).toMatchObject({
      status: 'rejected',
      messages: [{ type: 'ERROR', code: 'BR-KSA-25' }],
    });
    const list = (await admin.call('GET', '/api/v1/zatca-documents/rejected')).json().items;
    expect(list).toEqual([
      expect.objectContaining({ uuid: rejected.zatca!.uuid, invoiceId: rejected.id, kind: 'invoice' }),
    ]);
    // A rejected document is not sent again.
    expect((await t.app.reportToZatca()).attempted).toBe(0);
    expect(standIn.reports.filter((report) => report.uuid === rejected.zatca!.uuid)).toHaveLength(1);

    const paid = await admin.call('POST', '/api/v1/payments', {
      body: {
        invoiceId: accepted.id,
        kind: 'payment',
        method: 'cash',
        amountHalalas: 45_000,
        receivedOn: '2026-01-02',
      },
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const refund = await admin.call('POST', '/api/v1/payments', {
      body: {
        invoiceId: accepted.id,
        kind: 'refund',
        method: 'cash',
        amountHalalas: 10_000,
        receivedOn: '2026-01-02',
      },
    });
    expect(refund.statusCode, refund.body).toBe(201);
    await t.app.reportToZatca();
    expect(standIn.reports.at(-1)).toMatchObject({ uuid: refund.json().zatca.uuid, status: 'REPORTED' });
    expect(await view()).toMatchObject({ pendingReports: 0, rejectedDocuments: 1 });
  });

  it('keeps documents queued with their stamp while ZATCA is down, and reports them late once it is back', async () => {
    standIn.down = true;
    const queued = await invoiceFor('Layla', '2031-05');
    const swept = await t.app.reportToZatca();
    standIn.down = false;
    expect(swept).toMatchObject({ refused: false });
    expect(swept.attempted).toBeGreaterThanOrEqual(1);
    const [row] = await t.app.db
      .select()
      .from(zatcaReports)
      .where(eq(zatcaReports.documentId, queued.zatca!.uuid));
    expect(row).toMatchObject({ state: 'pending', attempts: 1 });
    expect(row!.lastError).toContain('503');
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    // Not due yet: the next sweep leaves them.
    expect((await t.app.reportToZatca()).attempted).toBe(0);
    expect((await reread(queued)).zatca!.status).toBe('not_reported');
    // A day later: late, and due.
    await t.app.db.execute(sql`alter table zatca_documents disable trigger zatca_documents_immutable`);
    await t.app.db.execute(
      sql`update zatca_documents set issued_at = issued_at - interval '25 hours' where id = ${queued.zatca!.uuid}`,
    );
    await t.app.db.execute(sql`alter table zatca_documents enable trigger zatca_documents_immutable`);
    await t.app.db.update(zatcaReports).set({ nextAttemptAt: new Date() });
    expect(await view()).toMatchObject({ pendingReports: swept.attempted, lateReports: 1 });
    await t.app.reportToZatca();
    expect((await reread(queued)).zatca).toMatchObject({ status: 'reported', qr: queued.zatca!.qr });
    expect(standIn.reports.at(-1)?.invoiceHash ?? '').not.toBe('');
    expect(standIn.reports.find((report) => report.uuid === queued.zatca!.uuid)).toMatchObject({
      invoiceHash: queued.zatca!.invoiceHash,
      status: 'REPORTED',
    });
    expect(await view()).toMatchObject({ pendingReports: 0, lateReports: 0 });
  });

  it('reports each document once when two processes sweep at the same time', async () => {
    const invoices: Invoice[] = [];
    for (const month of ['2031-06', '2031-07', '2031-08'])
      invoices.push(await invoiceFor(`Twin ${month}`, month));
    const pending = (await view()).pendingReports;
    expect(pending).toBeGreaterThanOrEqual(3);
    const results = await Promise.all([reportDue(t.app.db, t.app.config), reportDue(t.app.db, t.app.config)]);
    expect(results[0]!.attempted + results[1]!.attempted).toBe(pending);
    for (const invoice of invoices) expect((await reread(invoice)).zatca!.status).toBe('reported');
    const uuids = standIn.reports.map((report) => report.uuid);
    expect(new Set(uuids).size).toBe(uuids.length);
  });

  it('stops signing when ZATCA refuses the CSID, with the alarm on the settings view', async () => {
    standIn.revokeAll();
    const queued = await invoiceFor('Omar', '2031-09');
    expect(await t.app.reportToZatca()).toMatchObject({ refused: true });
    expect((await view()).csidRefusedAt).toEqual(expect.any(String));
    expect((await reread(queued)).zatca!.status).toBe('not_reported');
    await books.family(books.monthlyId, [45_000], '2031-10-01');
    const run = await admin.call('POST', '/api/v1/invoice-runs', { body: { month: '2031-10' } });
    expect(run.statusCode).toBe(409);
    expect(run.json().code).toBe('zatca.csidRefused');
  });
});

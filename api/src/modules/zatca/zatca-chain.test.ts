import { asc, sql } from 'drizzle-orm';
import type { Database } from '../../db/types';
import { rowsOf } from '../../lib/raw-rows';
import { type Agent, sessionOf } from '../../test/agent';
import { DATABASES } from '../../test/databases';
import { vatCompanyBody } from '../../test/fixtures';
import { manyFamilies } from '../../test/many-families';
import { startTestApp, type TestApp } from '../../test/test-app';
import { zatcaChain, zatcaDocuments } from './zatca.table';
import { INITIAL_PREVIOUS_HASH, invoiceHash } from './zatca-hash';

/** The value of a document's ICV or PIH reference, read from its XML. */
const referenceIn = (xml: string, id: 'ICV' | 'PIH') =>
  id === 'ICV'
    ? /<cbc:ID>ICV<\/cbc:ID><cbc:UUID>(\d+)<\/cbc:UUID>/.exec(xml)?.[1]
    : /<cbc:ID>PIH<\/cbc:ID><cac:Attachment><cbc:EmbeddedDocumentBinaryObject[^>]*>([^<]+)</.exec(xml)?.[1];

/** The documents in counter order, checked link by link: ICV 1…n, each PIH the hash before, each hash its XML's. */
async function expectUnbrokenChain(db: Database) {
  const documents = await db.select().from(zatcaDocuments).orderBy(asc(zatcaDocuments.icv));
  let previous = INITIAL_PREVIOUS_HASH;
  documents.forEach((document, index) => {
    expect(document.icv).toBe(index + 1);
    expect(document.previousInvoiceHash).toBe(previous);
    expect(referenceIn(document.xml, 'ICV')).toBe(String(document.icv));
    expect(referenceIn(document.xml, 'PIH')).toBe(previous);
    expect(invoiceHash(document.xml)).toBe(document.invoiceHash);
    previous = document.invoiceHash;
  });
  const [chain] = await db.select().from(zatcaChain);
  expect(chain).toMatchObject({ lastIcv: documents.length, lastHash: previous });
  return documents;
}

/** 700 families, 1 300 children: two months bill well over a thousand invoices, 50 families a commit. */
const FAMILIES = { parents: 700, subscriptions: 1_300, year: 2031 };

describe.each(DATABASES)('the ZATCA chain on %s', (kind) => {
  let t: TestApp;
  let admin: Agent;

  beforeAll(async () => {
    t = await startTestApp(kind, { NOTICE_POLL_MS: '600000', INVOICE_RUN_CHUNK_PARENTS: '50' });
    admin = await sessionOf(t.app);
    const { version } = (await admin.call('GET', '/api/v1/company')).json();
    expect((await admin.call('PUT', '/api/v1/company', { body: vatCompanyBody(version) })).statusCode).toBe(
      200,
    );
    await manyFamilies(t.app.db, FAMILIES);
  }, 120_000);
  afterAll(() => t?.close());

  const run = (month: string) => admin.call('POST', '/api/v1/invoice-runs', { body: { month } });

  it('gives over a thousand invoices consecutive counters and an unbroken hash chain, through a run that crashed midway', async () => {
    const db = t.app.db;
    // A chunk that dies after its documents were written, before it commits: the process killed mid-run.
    const transaction = db.transaction.bind(db);
    let chunks = 0;
    const spy = vi.spyOn(db, 'transaction').mockImplementation(((work, config) => {
      if (!new Error().stack?.includes('runInvoicesInChunks')) return transaction(work, config);
      chunks += 1;
      if (chunks !== 4) return transaction(work, config);
      return transaction(async (tx) => {
        await work(tx);
        const [written] = rowsOf<{ n: number }>(
          await tx.execute(sql`select count(*)::int as n from zatca_documents`),
        );
        expect(written!.n).toBeGreaterThan(0);
        throw new Error('the process was killed');
      }, config);
    }) as typeof db.transaction);
    expect((await run('2031-12')).statusCode).toBe(500);
    spy.mockRestore();

    const [afterCrash] = await db.select().from(zatcaChain);
    const [issued] = rowsOf<{ n: number; max: number | null }>(
      await db.execute(sql`select count(*)::int as n, max(icv)::int as max from zatca_documents`),
    );
    // Three chunks committed, the fourth took its counters back with it.
    expect(issued!.n).toBeGreaterThan(0);
    expect(issued!.max).toBe(issued!.n);
    expect(afterCrash!.lastIcv).toBe(issued!.n);

    for (const month of ['2031-12', '2032-01']) {
      const response = await run(month);
      expect(response.statusCode, response.body).toBe(200);
    }

    const documents = await expectUnbrokenChain(db);
    expect(documents.length).toBeGreaterThanOrEqual(1_000);
    const invoices = rowsOf<{ id: string }>(await db.execute(sql`select id from invoices order by number`));
    // Every invoice has its one document, and the counters follow the invoices' order of issue.
    expect(documents.map((document) => document.invoiceId)).toEqual(invoices.map((invoice) => invoice.id));
    const [chain] = await db.select().from(zatcaChain);
    // The key is kept sealed: its stored form is not a key a reader could use.
    expect(chain!.privateKeyEncrypted).toMatch(/^v1:/);
    expect(chain!.privateKeyEncrypted).not.toContain('PRIVATE KEY');
  }, 300_000);

  it('keeps the chain whole when two runs issue at once (on PostgreSQL, on two connections)', async () => {
    const [first, second] = await Promise.all([run('2032-02'), run('2032-03')]);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode, second.body).toBe(200);
    expect(first.json().created + second.json().created).toBeGreaterThan(0);
    const documents = await expectUnbrokenChain(t.app.db);
    const [invoices] = rowsOf<{ n: number }>(
      await t.app.db.execute(sql`select count(*)::int as n from invoices`),
    );
    expect(documents).toHaveLength(invoices!.n);
  }, 300_000);

  it('keeps an issued document as it was issued', async () => {
    const db = t.app.db;
    await expect(db.execute(sql`update zatca_documents set xml = 'x' where icv = 1`)).rejects.toThrow();
    await expect(
      db.execute(sql`update zatca_documents set invoice_hash = 'x' where icv = 1`),
    ).rejects.toThrow();
    await expect(db.execute(sql`delete from zatca_documents where icv = 1`)).rejects.toThrow();
    await db.execute(sql`update zatca_documents set status = 'reported' where icv = 1`);
  });
});

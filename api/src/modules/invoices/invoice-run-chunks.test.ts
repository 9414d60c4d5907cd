import { and, desc, eq, sql } from 'drizzle-orm';
import { auditLog } from '../../db/audit.table';
import type { Database } from '../../db/types';
import { rowsOf } from '../../lib/raw-rows';
import { type Agent, sessionOf } from '../../test/agent';
import { DATABASES } from '../../test/databases';
import { manyFamilies } from '../../test/many-families';
import { finishOrder } from '../../test/reads-during';
import { startTestApp, type TestApp } from '../../test/test-app';
import { DEVELOPMENT_KEY_SECRET } from '../zatca/zatca-key';
import { runInvoices } from './invoice-run.service';

/** Each month's invoices in number order, with what a parent is billed for. */
async function invoicesOf(db: Database, month: string) {
  return rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select subscription_id, parent_id, to_char(due_date, 'YYYY-MM-DD') as due_date, amount_halalas,
             instalment, instalments
      from invoices where month = ${month} order by number`),
  );
}

/** Every parent's balance, and the notices of `month`'s invoices per channel. */
async function booksOf(db: Database, month: string) {
  const balances = rowsOf<Record<string, unknown>>(
    await db.execute(sql`select id, balance_halalas from parents order by id`),
  );
  const notices = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select n.channel, count(*)::int as n from notices n
      join invoices i on n.event_key = 'invoice-issued:' || i.id::text
      where i.month = ${month} group by n.channel order by n.channel`),
  );
  return { balances, notices };
}

/** Parents whose balance is not the sum of their invoices (nobody here has paid anything). */
async function misbalanced(db: Database): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`
      select count(*)::int as n from parents p
      where p.balance_halalas <> coalesce((select sum(i.amount_halalas) from invoices i where i.parent_id = p.id), 0)`),
  );
  return row!.n;
}

class RolledBack extends Error {}

/**
 * 250 families, 450 children on monthly, term and yearly packages started through 2031, billed
 * 20 families a commit: a run is a dozen chunks or so, as 100 000 subscriptions are in production.
 */
const FAMILIES = { parents: 250, subscriptions: 450, year: 2031 };
const CHUNK_PARENTS = 20;

describe.each(DATABASES)('the invoice run in chunks on %s', (kind) => {
  let t: TestApp;
  let admin: Agent;

  beforeAll(async () => {
    // The notice worker is driven by hand: the run's notices wait for the last test.
    t = await startTestApp(kind, {
      NOTICE_POLL_MS: '600000',
      INVOICE_RUN_CHUNK_PARENTS: String(CHUNK_PARENTS),
    });
    admin = await sessionOf(t.app);
    await manyFamilies(t.app.db, FAMILIES);
  });
  afterAll(() => t?.close());

  const run = (month: string, headers: Record<string, string> = {}) =>
    admin.call('POST', '/api/v1/invoice-runs', { body: { month }, headers });

  it('answers other requests while it invoices hundreds of families', async () => {
    const { order, response } = await finishOrder(t.app, admin, () => run('2031-12'), [
      '/api/v1/invoices?pageSize=5',
      '/api/v1/parents?pageSize=5',
      '/api/v1/auth/me',
    ]);
    expect(response.statusCode, response.body).toBe(200);
    // Every monthly subscription (half of them) and some instalments of the others.
    expect(JSON.parse(response.body).created).toBeGreaterThan(FAMILIES.subscriptions / 2);
    // In one transaction the run held PGlite: every read finished after it.
    expect(order.at(-1)).toBe('write');
  });

  it('bills exactly what the one-statement run bills: invoices in the same order, balances and notices; a second run creates nothing', async () => {
    const db = t.app.db;
    const month = '2032-01';
    let expected!: { result: object; invoices: unknown[]; books: object };
    await db
      .transaction(async (tx) => {
        const result = await runInvoices(tx, month, DEVELOPMENT_KEY_SECRET);
        expected = { result, invoices: await invoicesOf(tx, month), books: await booksOf(tx, month) };
        throw new RolledBack();
      })
      .catch((error) => {
        if (!(error instanceof RolledBack)) throw error;
      });
    expect(expected.invoices.length).toBeGreaterThan(FAMILIES.subscriptions / 2);
    expect(await invoicesOf(db, month)).toEqual([]);

    const key = { 'idempotency-key': `run-${month}-${kind}` };
    const first = await run(month, key);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual(expected.result);
    const repeated = await run(month, key);
    expect(repeated.headers['idempotent-replayed']).toBe('true');
    expect(repeated.json()).toEqual(expected.result);
    expect(await invoicesOf(db, month)).toEqual(expected.invoices);
    expect(await booksOf(db, month)).toEqual(expected.books);
    const [audited] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'invoice_run'), eq(auditLog.entityId, month)));
    expect(audited!.after).toEqual(expected.result);

    expect((await run(month)).json()).toMatchObject({ created: 0, totalHalalas: 0 });
    expect(await invoicesOf(db, month)).toEqual(expected.invoices);
    expect(await misbalanced(db)).toBe(0);
  });

  it('leaves whole chunks billed when it fails midway, says so in its history, and a second run completes the month', async () => {
    const db = t.app.db;
    const month = '2032-02';
    const preview = (await admin.call('GET', `/api/v1/invoice-runs/preview?month=${month}`)).json();
    const transaction = db.transaction.bind(db);
    let calls = 0;
    const spy = vi.spyOn(db, 'transaction').mockImplementation(((work, config) => {
      // The run's chunks only: the notice worker opens transactions of its own meanwhile.
      if (new Error().stack?.includes('runInvoicesInChunks')) calls += 1;
      if (calls === 3) {
        calls += 1;
        return Promise.reject(new Error('the database went away'));
      }
      return transaction(work, config);
    }) as typeof db.transaction);
    const failed = await run(month);
    spy.mockRestore();
    expect(failed.statusCode).toBe(500);

    const partial = await invoicesOf(db, month);
    expect(partial.length).toBeGreaterThan(0);
    expect(partial.length).toBeLessThan(preview.created);
    expect(await misbalanced(db)).toBe(0);
    const history = async () =>
      (
        await db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.entityType, 'invoice_run'), eq(auditLog.entityId, month)))
          .orderBy(desc(auditLog.at))
      ).map((row) => row.after as { created: number; totalHalalas: number });
    const partialTotal = partial.reduce((sum, invoice) => sum + Number(invoice.amount_halalas), 0);
    expect(await history()).toEqual([
      { month, created: partial.length, totalHalalas: partialTotal, vatHalalas: 0 },
    ]);

    const rest = await run(month);
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json()).toEqual({
      month,
      created: preview.created - partial.length,
      totalHalalas: preview.totalHalalas - partialTotal,
      vatHalalas: 0,
    });
    expect(await invoicesOf(db, month)).toHaveLength(preview.created);
    expect(await misbalanced(db)).toBe(0);
    expect((await history()).reduce((sum, run) => sum + run.created, 0)).toBe(preview.created);
    expect((await run(month)).json()).toMatchObject({ created: 0 });
  });

  it('answers other requests while the worker delivers the hundreds of notices of the runs', async () => {
    const [pending] = rowsOf<{ n: number }>(
      await t.app.db.execute(sql`select count(*)::int as n from notices where status = 'pending'`),
    );
    const order: string[] = [];
    const delivering = t.app.deliverNotices().then((attempted) => {
      order.push('delivery');
      return attempted;
    });
    const reads = ['/api/v1/invoices?pageSize=5', '/api/v1/parents?pageSize=5', '/api/v1/auth/me'].map(
      (url) =>
        admin.call('GET', url).then((response) => {
          order.push(url);
          return response.statusCode;
        }),
    );
    expect(await Promise.all(reads)).toEqual([200, 200, 200]);
    expect(await delivering).toBe(pending!.n);
    // Dozens of the worker's batches of 20.
    expect(pending!.n).toBeGreaterThan(500);
    // Its claims resolved one after the other without a turn of the event loop: every read waited for the last.
    expect(order.at(-1)).toBe('delivery');
  });
});

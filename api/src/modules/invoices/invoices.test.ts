import { eq } from 'drizzle-orm';
import { type Agent, signIn, signInAs } from '../../test/agent';
import { type BilledFamilies, billedFamilies } from '../../test/billed-families';
import { DATABASES } from '../../test/databases';
import { startTestApp, type TestApp } from '../../test/test-app';
import { parents } from '../parents/parents.table';

const en = { 'accept-language': 'en' };

describe.each(DATABASES)('invoices on %s', (kind) => {
  let t: TestApp;
  let admin: Agent;
  let books: BilledFamilies;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await signIn(t.app);
    books = await billedFamilies(t.app, admin);
  });
  afterAll(() => t?.close());

  it('invoices a month once: a second run creates nothing; a term is invoiced every fourth month', async () => {
    const parentId = await books.family(books.termId, [150_000], '2026-09-10');
    const first = await admin.call('POST', '/api/v1/invoice-runs', { body: { month: '2026-09' } });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ created: 1, totalHalalas: 150_000 });
    expect(
      (await admin.call('POST', '/api/v1/invoice-runs', { body: { month: '2026-09' } })).json(),
    ).toMatchObject({
      created: 0,
      totalHalalas: 0,
    });
    expect(
      (await admin.call('POST', '/api/v1/invoice-runs', { body: { month: '2026-10' } })).json().created,
    ).toBe(0);
    expect(
      (await admin.call('POST', '/api/v1/invoice-runs', { body: { month: '2027-01' } })).json().created,
    ).toBe(1);
    const list = (await admin.call('GET', `/api/v1/invoices?parentId=${parentId}&sort=dueDate:asc`)).json();
    expect(list.items.map((i: { month: string; dueDate: string }) => [i.month, i.dueDate])).toEqual([
      ['2026-09', '2026-09-10'],
      ['2027-01', '2027-01-01'],
    ]);
    const [parent] = await t.app.db.select().from(parents).where(eq(parents.id, parentId));
    expect(parent!.balanceHalalas).toBe(300_000);
    const bad = await admin.call('POST', '/api/v1/invoice-runs', { body: { month: '2026-13' }, headers: en });
    expect(bad.json().errors).toMatchObject([{ path: 'month', code: 'finance.month' }]);

    const csv = await admin.call('GET', `/api/v1/invoices/export.csv?parentId=${parentId}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="invoices.csv"');
    expect(csv.body.trimEnd().split('\r\n')).toHaveLength(3);
  });

  it('lets a viewer read the invoices but not run them', async () => {
    const viewer = await signInAs(admin, 'viewer');
    expect((await viewer.call('GET', '/api/v1/invoices')).statusCode).toBe(200);
    expect(
      (await viewer.call('POST', '/api/v1/invoice-runs', { body: { month: '2026-01' } })).statusCode,
    ).toBe(403);
  });
});

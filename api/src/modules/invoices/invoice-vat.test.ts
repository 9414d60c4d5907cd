import type { Invoice } from '@rihla/shared/contracts/invoices';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../lib/raw-rows';
import { lineVat, lineVatSql } from '../../lib/vat';
import { type Agent, sessionOf } from '../../test/agent';
import { type BilledFamilies, billedFamilies } from '../../test/billed-families';
import { DATABASES } from '../../test/databases';
import { packageInput, vatCompanyBody } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';

const en = { 'accept-language': 'en' };

describe.each(DATABASES)('VAT on invoices and credit notes on %s', (kind) => {
  let t: TestApp;
  let admin: Agent;
  let books: BilledFamilies;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await sessionOf(t.app);
    books = await billedFamilies(t.app, admin);
  });
  afterAll(() => t?.close());

  const saveCompany = async (overrides: Parameters<typeof vatCompanyBody>[1] = {}) => {
    const { version } = (await admin.call('GET', '/api/v1/company')).json();
    const saved = await admin.call('PUT', '/api/v1/company', { body: vatCompanyBody(version, overrides) });
    expect(saved.statusCode, saved.body).toBe(200);
  };
  const monthlyPackage = async (vat: { vatCategory: string; vatExemptionReason: string | null }) => {
    const created = await admin.call('POST', '/api/v1/packages', {
      body: { ...packageInput({ period: 'month', instalments: 1, priceHalalas: 40_000 }), ...vat },
    });
    expect(created.statusCode, created.body).toBe(201);
    return created.json().id as string;
  };
  const invoicesOf = async (parentId: string): Promise<Invoice[]> =>
    (await admin.call('GET', `/api/v1/invoices?parentId=${parentId}&sort=dueDate:asc`)).json().items;

  it('rounds in SQL as it does in TypeScript, with VAT included and before VAT', async () => {
    const [inclusive, exclusive] = [true, false].map((included) =>
      Array.from({ length: 3_000 }, (_, k) => lineVat(k + 1, 15, included).vatHalalas),
    );
    const result = await t.app.db.execute(sql`
      select array_agg(${lineVatSql(sql`p`, sql`15`, true)} order by p) as inclusive,
             array_agg(${lineVatSql(sql`p`, sql`15`, false)} order by p) as exclusive
      from generate_series(1, 3000) p`);
    const [row] = rowsOf<{ inclusive: (number | string)[]; exclusive: (number | string)[] }>(result);
    expect(row!.inclusive.map(Number)).toEqual(inclusive);
    expect(row!.exclusive.map(Number)).toEqual(exclusive);
  });

  it('refuses a zero-rated or exempt package without its reason, and a reason on a standard one', async () => {
    const bad = async (vat: object) =>
      (
        await admin.call('POST', '/api/v1/packages', { headers: en, body: { ...packageInput(), ...vat } })
      ).json().errors;
    expect(await bad({ vatCategory: 'zero_rated', vatExemptionReason: null })).toMatchObject([
      { path: 'vatExemptionReason', code: 'finance.exemptionReason' },
    ]);
    expect(await bad({ vatCategory: 'exempt', vatExemptionReason: 'VATEX-SA-EDU' })).toMatchObject([
      { path: 'vatExemptionReason', code: 'finance.exemptionReason' },
    ]);
    expect(await bad({ vatCategory: 'standard', vatExemptionReason: 'VATEX-SA-29' })).toMatchObject([
      { path: 'vatExemptionReason', code: 'finance.reasonOnStandard' },
    ]);
  });

  it('issues invoices without VAT until the company is VAT-registered', async () => {
    const parentId = await books.family(books.monthlyId, [45_000], '2030-01-01');
    await admin.call('POST', '/api/v1/invoice-runs', { body: { month: '2030-01' } });
    expect(await invoicesOf(parentId)).toMatchObject([
      { amountHalalas: 45_000, netHalalas: 45_000, vatHalalas: 0, vatCategory: 'not_subject' },
    ]);
  });

  it('issues no VAT invoice while the company lacks details, naming each missing one', async () => {
    await saveCompany({ crNumber: '', buildingNumber: '', postalCode: '', street: null });
    for (const answer of [
      await admin.call('GET', '/api/v1/invoice-runs/preview?month=2030-02', { headers: en }),
      await admin.call('POST', '/api/v1/invoice-runs', { body: { month: '2030-02' }, headers: en }),
    ]) {
      expect(answer.statusCode).toBe(422);
      const problem = answer.json();
      expect(problem.code).toBe('finance.vatDetailsMissing');
      expect(problem.errors.map((e: { path: string }) => e.path)).toEqual([
        'company.crNumber',
        'company.buildingNumber',
        'company.street',
        'company.postalCode',
      ]);
      expect(problem.detail).toContain("The national address's building number is missing");
    }
    const arabic = await admin.call('GET', '/api/v1/invoice-runs/preview?month=2030-02');
    expect(arabic.json().detail).toContain('رقم المبنى في العنوان الوطني غير مكتوب');
  });

  it('splits VAT-inclusive prices per package category, and adds VAT to prices before VAT', async () => {
    await saveCompany();
    const zeroId = await monthlyPackage({ vatCategory: 'zero_rated', vatExemptionReason: 'VATEX-SA-EDU' });
    const exemptId = await monthlyPackage({ vatCategory: 'exempt', vatExemptionReason: 'VATEX-SA-29' });
    const standard = await books.family(books.monthlyId, [45_000], '2030-03-01');
    const zero = await books.family(zeroId, [40_000], '2030-03-01');
    const exempt = await books.family(exemptId, [40_000], '2030-03-01');
    const preview = (await admin.call('GET', '/api/v1/invoice-runs/preview?month=2030-03')).json();
    const run = await admin.call('POST', '/api/v1/invoice-runs', { body: { month: '2030-03' } });
    expect(run.json()).toEqual(preview);
    expect(run.json()).toMatchObject({ vatHalalas: 5_870 * 2 }); // the family of January too
    expect(await invoicesOf(standard)).toMatchObject([
      {
        amountHalalas: 45_000,
        netHalalas: 39_130,
        vatHalalas: 5_870,
        vatCategory: 'standard',
        vatRatePercent: 15,
        vatBreakdown: [{ category: 'standard', ratePercent: 15, netHalalas: 39_130, vatHalalas: 5_870 }],
      },
    ]);
    expect(await invoicesOf(zero)).toMatchObject([
      { amountHalalas: 40_000, vatHalalas: 0, vatCategory: 'zero_rated', vatExemptionReason: 'VATEX-SA-EDU' },
    ]);
    expect(await invoicesOf(exempt)).toMatchObject([
      { amountHalalas: 40_000, vatHalalas: 0, vatCategory: 'exempt', vatExemptionReason: 'VATEX-SA-29' },
    ]);

    await saveCompany({ pricesIncludeVat: false });
    await admin.call('POST', '/api/v1/invoice-runs', { body: { month: '2030-04' } });
    const [, april] = await invoicesOf(standard);
    expect(april).toMatchObject({ amountHalalas: 51_750, netHalalas: 45_000, vatHalalas: 6_750 });
    const parent = (await admin.call('GET', `/api/v1/parents/${standard}`)).json();
    expect(parent.balanceHalalas).toBe(45_000 + 51_750);

    const csv = (await admin.call('GET', `/api/v1/invoices/export.csv?parentId=${standard}`, { headers: en }))
      .body;
    expect(csv).toContain('Before VAT');
    expect(csv).toContain('Standard rate');
    expect(csv).toContain('517.5');
  });

  it('credits VAT in proportion with each refund, never more than the invoice charged', async () => {
    await saveCompany({ pricesIncludeVat: true });
    const parentId = await books.family(books.monthlyId, [45_000], '2030-06-01');
    await admin.call('POST', '/api/v1/invoice-runs', { body: { month: '2030-06' } });
    const [invoice] = await invoicesOf(parentId);
    const pay = (amountHalalas: number, kind: 'payment' | 'refund' = 'payment') =>
      admin.call('POST', '/api/v1/payments', {
        headers: en,
        body: { invoiceId: invoice!.id, kind, method: 'cash', amountHalalas, receivedOn: '2026-01-02' },
      });
    expect((await pay(45_000)).json()).toMatchObject({ netHalalas: null, vatHalalas: null });
    expect((await pay(10_000, 'refund')).json()).toMatchObject({ netHalalas: 8_696, vatHalalas: 1_304 });
    expect((await pay(35_000, 'refund')).json()).toMatchObject({ netHalalas: 30_434, vatHalalas: 4_566 });
    expect((await pay(45_000)).statusCode).toBe(201);
    const over = await pay(100, 'refund');
    expect(over.statusCode).toBe(422);
    expect(over.json().errors).toMatchObject([{ path: 'amountHalalas', code: 'finance.creditOverInvoice' }]);
    const csv = (
      await admin.call('GET', `/api/v1/payments/export.csv?invoiceId=${invoice!.id}`, { headers: en })
    ).body;
    expect(csv).toContain("Credit note's VAT");
    expect(csv).toContain('45.66');

    // The books: the parent's VAT is the invoice's less both credit notes; June's VAT likewise,
    // the refunds having been received in January.
    const balances = (await admin.call('GET', `/api/v1/finance/balances?pageSize=100`)).json().items;
    expect(balances.find((b: { parentId: string }) => b.parentId === parentId)).toMatchObject({
      invoicedHalalas: 45_000,
      vatHalalas: 0,
    });
    const monthly = (await admin.call('GET', '/api/v1/finance/monthly?from=2026-01&to=2026-01')).json();
    expect(monthly.months[0].vatHalalas).toBe(-5_870);
    const june = (await admin.call('GET', '/api/v1/finance/monthly?from=2030-06&to=2030-06')).json();
    const juneInvoices: Invoice[] = (
      await admin.call('GET', '/api/v1/invoices?month=2030-06&pageSize=100')
    ).json().items;
    expect(june.months[0].vatHalalas).toBe(juneInvoices.reduce((sum, i) => sum + i.vatHalalas, 0));
    expect(juneInvoices.map((i) => i.vatCategory)).toContain('zero_rated');
  });
});

import { type Agent, sessionAs, sessionOf } from '../../test/agent';
import { DATABASES } from '../../test/databases';
import { packageInput } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';

describe.each(DATABASES)('packages on %s', (kind) => {
  let t: TestApp;
  let admin: Agent;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await sessionOf(t.app);
  });
  afterAll(() => t?.close());

  it('keeps the price in halalas and the options of a package', async () => {
    const created = await admin.call('POST', '/api/v1/packages', {
      body: packageInput({ priceHalalas: 99_950 }),
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      priceHalalas: 99_950,
      period: 'term',
      instalments: 3,
      active: true,
    });
  });

  it('refuses a fractional price, a discount over 100 and more than 12 instalments', async () => {
    const response = await admin.call('POST', '/api/v1/packages', {
      body: packageInput({ priceHalalas: 10.5, siblingDiscountPercent: 101, instalments: 13 }),
      headers: { 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((e: { path: string; code: string }) => `${e.path}:${e.code}`)).toEqual([
      'priceHalalas:validation.integer',
      'siblingDiscountPercent:validation.between',
      'instalments:validation.between',
    ]);
    expect(response.json().errors[2].message).toBe('Between 1 and 12');
  });

  it('refuses a zero price unless the package is marked free, and more instalments than months', async () => {
    const zero = await admin.call('POST', '/api/v1/packages', {
      body: packageInput({ priceHalalas: 0 }),
      headers: { 'accept-language': 'en' },
    });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().errors).toMatchObject([{ path: 'priceHalalas', code: 'finance.zeroPrice' }]);
    const free = await admin.call('POST', '/api/v1/packages', {
      body: packageInput({ priceHalalas: 0, free: true }),
    });
    expect(free.statusCode, free.body).toBe(201);
    expect(free.json()).toMatchObject({ priceHalalas: 0, free: true });
    const pricedFree = await admin.call('POST', '/api/v1/packages', {
      body: packageInput({ priceHalalas: 100, free: true }),
    });
    expect(pricedFree.json().errors).toMatchObject([{ path: 'priceHalalas', code: 'finance.freeWithPrice' }]);
    const term = await admin.call('POST', '/api/v1/packages', {
      body: packageInput({ period: 'term', instalments: 5 }),
      headers: { 'accept-language': 'ar' },
    });
    expect(term.json().errors).toEqual([
      {
        path: 'instalments',
        code: 'finance.instalmentsOverPeriod',
        message: 'الأقساط شهرية: لا تزيد على 4 في هذه المدة',
      },
    ]);
  });

  it('lets finance change packages and dispatchers only read them', async () => {
    const finance = await sessionAs(admin.app, 'finance');
    const dispatcher = await sessionAs(admin.app, 'dispatcher');
    expect((await finance.call('POST', '/api/v1/packages', { body: packageInput() })).statusCode).toBe(201);
    expect((await dispatcher.call('GET', '/api/v1/packages')).statusCode).toBe(200);
    expect((await dispatcher.call('POST', '/api/v1/packages', { body: packageInput() })).statusCode).toBe(
      403,
    );
  });

  it('keeps the rich-text description and drops a script, an event handler and a javascript: link', async () => {
    const created = await admin.call('POST', '/api/v1/packages', {
      body: packageInput({
        descriptionAr:
          '<p><strong>ذهاب وعودة</strong><script>alert(1)</script><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">اضغط</a> <a href="https://rihla.example">الشروط</a></p>',
      }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const stored = created.json().descriptionAr as string;
    expect(stored).toContain('<strong>ذهاب وعودة</strong>');
    expect(stored).toContain('href="https://rihla.example"');
    expect(stored).not.toMatch(/script|onerror|javascript:/);
    const updated = await admin.call('PUT', `/api/v1/packages/${created.json().id}`, {
      body: { ...packageInput(), descriptionEn: '<p onclick="x()">Safe <em>text</em></p>', version: 1 },
    });
    expect(updated.json().descriptionEn).toBe('<p>Safe <em>text</em></p>');
  });
});

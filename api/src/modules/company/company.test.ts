import { type Agent, sessionAs, sessionOf } from '../../test/agent';
import { DATABASES } from '../../test/databases';
import { startTestApp, type TestApp } from '../../test/test-app';

const PIXEL_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

describe.each(DATABASES)('company details on %s', (kind) => {
  let t: TestApp;
  let admin: Agent;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await sessionOf(t.app);
  });
  afterAll(() => t?.close());

  it('starts empty, saves the details at the version read and keeps their history', async () => {
    const empty = await admin.call('GET', '/api/v1/company');
    expect(empty.json()).toMatchObject({
      legalNameAr: null,
      currency: 'SAR',
      timeZone: 'Asia/Riyadh',
      version: 1,
    });
    const body = {
      legalNameAr: 'شركة رحلة للنقل المدرسي',
      legalNameEn: 'Rihla School Transport Co.',
      crNumber: '1010 123456',
      vatNumber: '300000000000003',
      address: 'الرياض، حي الملقا',
      phone: '920012345',
      logo: PIXEL_PNG,
      currency: 'SAR',
      timeZone: 'Asia/Riyadh',
      vatRegistered: true,
      pricesIncludeVat: false,
      buildingNumber: '2322',
      street: 'طريق الملك فهد',
      district: 'العليا',
      city: 'الرياض',
      postalCode: '12214',
      version: 1,
    };
    const saved = await admin.call('PUT', '/api/v1/company', { body });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      crNumber: '1010123456',
      version: 2,
      logo: PIXEL_PNG,
      vatRegistered: true,
      pricesIncludeVat: false,
      buildingNumber: '2322',
      postalCode: '12214',
    });
    const stale = await admin.call('PUT', '/api/v1/company', { body });
    expect(stale.json()).toMatchObject({ status: 409, code: 'conflict.stale' });
    const history = await admin.call('GET', `/api/v1/company/${saved.json().id}/history`);
    expect(history.json().items.map((e: { action: string }) => e.action)).toEqual(['update']);
  });

  it('refuses bad numbers, an SVG logo and an unknown time zone with translated field errors', async () => {
    const current = (await admin.call('GET', '/api/v1/company')).json();
    const bad = await admin.call('PUT', '/api/v1/company', {
      headers: { 'accept-language': 'en' },
      body: {
        legalNameAr: 'شركة',
        legalNameEn: 'Co',
        crNumber: '12345',
        vatNumber: '123456789012345',
        logo: 'data:image/svg+xml;base64,PHN2Zz4=',
        currency: 'USD',
        timeZone: 'Mars/Olympus',
        buildingNumber: '12',
        postalCode: '1221',
        version: current.version,
      },
    });
    expect(bad.statusCode).toBe(400);
    const codes = Object.fromEntries(
      bad.json().errors.map((e: { path: string; code: string }) => [e.path, e.code]),
    );
    expect(codes).toMatchObject({
      crNumber: 'validation.crNumber',
      vatNumber: 'validation.vatNumber',
      logo: 'validation.logo',
      currency: 'validation.choice',
      timeZone: 'validation.timeZone',
      buildingNumber: 'validation.buildingNumber',
      postalCode: 'validation.postalCode',
    });
    expect(JSON.stringify(bad.json())).toContain('A VAT number is fifteen digits');
  });

  it('lets every operator read the details and only an administrator change them', async () => {
    const dispatcher = await sessionAs(admin.app, 'dispatcher');
    const read = await dispatcher.call('GET', '/api/v1/company');
    expect(read.statusCode).toBe(200);
    const write = await dispatcher.call('PUT', '/api/v1/company', { body: read.json() });
    expect(write.json()).toMatchObject({ status: 403, code: 'auth.forbidden' });
  });
});

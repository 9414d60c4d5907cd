import { DATABASES } from '../../test/databases';
import { startTestApp, type TestApp } from '../../test/test-app';

describe.each(DATABASES)('health, readiness, OpenAPI and request ids on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t?.close());

  it('answers health and readiness without a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).json()).toEqual({ status: 'ready' });
  });

  it('publishes an OpenAPI document generated from the contracts, and a docs page', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(doc.openapi).toBe('3.1.0');
    const create = doc.paths['/api/v1/buses'].post;
    const schema = create.requestBody.content['application/json'].schema;
    expect(schema.properties.status.enum).toEqual(['active', 'maintenance', 'out_of_service']);
    expect(schema.required).toContain('plateNumber');
    expect(doc.paths['/api/v1/drivers/{id}/history'].get).toBeDefined();
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-type']).toContain('text/html');
  });

  it('echoes a caller request id and mints one otherwise', async () => {
    const given = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'trace-42' },
    });
    expect(given.headers['x-request-id']).toBe('trace-42');
    const minted = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'bad id!' },
    });
    expect(minted.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

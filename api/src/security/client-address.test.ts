import { loadConfig } from '../config/env';
import { LOGIN_MAX_FAILURES } from '../modules/auth/login-limit';
import { DATABASES } from '../test/databases';
import { startTestApp, type TestApp } from '../test/test-app';

const GATEWAY = '172.18.0.5';
let spoofCounter = 0;
/** A different made-up address on every call, as an attacker writes into X-Forwarded-For. */
const spoofed = () => `198.51.100.${++spoofCounter % 250}`;

describe('TRUST_PROXY', () => {
  it('takes false, a hop count, or gateway addresses, and nothing that trusts everyone', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '172.18.0.0/16, ::1' }).TRUST_PROXY).toEqual(['172.18.0.0/16', '::1']);
    for (const wrong of ['yes', 'any', '10.0.0.0/33', 'gateway.local']) {
      expect(() => loadConfig({ TRUST_PROXY: wrong }), wrong).toThrow(/TRUST_PROXY/);
    }
  });
});

describe.each(DATABASES)('the client address behind a gateway on %s', (kind) => {
  const wrongPassword = (t: TestApp, email: string, remoteAddress: string, forwardedFor?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email, password: 'wrong-password' },
      remoteAddress,
      ...(forwardedFor ? { headers: { 'x-forwarded-for': forwardedFor } } : {}),
    });

  describe('one hop (TRUST_PROXY=1)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(kind, { TRUST_PROXY: '1' });
    });
    afterAll(() => t?.close());

    it('takes the address the gateway appended, not the ones the client wrote before it', async () => {
      const email = 'hop@rihla.test';
      for (let attempt = 0; attempt < LOGIN_MAX_FAILURES; attempt++) {
        expect((await wrongPassword(t, email, GATEWAY, `${spoofed()}, 203.0.113.7`)).statusCode).toBe(401);
      }
      expect((await wrongPassword(t, email, GATEWAY, `${spoofed()}, 203.0.113.7`)).statusCode).toBe(429);
      // Another client behind the same gateway is not locked out.
      expect((await wrongPassword(t, email, GATEWAY, '203.0.113.8')).statusCode).toBe(401);
    });
  });

  describe('gateway addresses (TRUST_PROXY=172.18.0.0/16)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(kind, { TRUST_PROXY: '172.18.0.0/16' });
    });
    afterAll(() => t?.close());

    it('ignores X-Forwarded-For from a peer that is not a gateway', async () => {
      const email = 'direct@rihla.test';
      for (let attempt = 0; attempt < LOGIN_MAX_FAILURES; attempt++) {
        expect((await wrongPassword(t, email, '203.0.113.9', spoofed())).statusCode).toBe(401);
      }
      expect((await wrongPassword(t, email, '203.0.113.9', spoofed())).statusCode).toBe(429);
    });

    it('honours it from the gateway', async () => {
      const email = 'via-gateway@rihla.test';
      for (let attempt = 0; attempt < LOGIN_MAX_FAILURES; attempt++) {
        expect((await wrongPassword(t, email, GATEWAY, '203.0.113.10')).statusCode).toBe(401);
      }
      expect((await wrongPassword(t, email, GATEWAY, '203.0.113.10')).statusCode).toBe(429);
      expect((await wrongPassword(t, email, GATEWAY, '203.0.113.11')).statusCode).toBe(401);
    });
  });
});

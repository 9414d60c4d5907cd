import { randomBytes, scryptSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { type Agent, sessionOf, signIn } from '../../test/agent';
import { DATABASES } from '../../test/databases';
import { startTestApp, type TestApp } from '../../test/test-app';
import { operators } from '../operators/operators.table';

/** A hash as the previous release made it: scrypt at N=2^14, r=8, p=1. */
function oldHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize('NFKC'), salt, 64, { N: 16_384, r: 8, p: 1 });
  return ['scrypt', 16_384, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
}

describe.each(DATABASES)('password hashing on %s', (kind) => {
  let t: TestApp;
  let admin: Agent;
  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await sessionOf(t.app);
  });
  afterAll(() => t?.close());

  const storedHash = async (id: string) =>
    (await t.app.db.select({ hash: operators.passwordHash }).from(operators).where(eq(operators.id, id)))[0]
      ?.hash;

  it('hashes new passwords with scrypt at OWASP cost (N=2^15, r=8, p=3)', async () => {
    const created = await admin.call('POST', '/api/v1/operators', {
      body: { email: 'cost@rihla.test', name: 'مشغل الكلفة', role: 'viewer', password: 'cost-password-1' },
    });
    expect(created.statusCode).toBe(201);
    expect(await storedHash(created.json().id)).toMatch(/^scrypt\$32768\$8\$3\$/);
  });

  it('replaces an older hash at the next sign-in, without changing the record version', async () => {
    const created = await admin.call('POST', '/api/v1/operators', {
      body: { email: 'old-hash@rihla.test', name: 'مشغل قديم', role: 'viewer', password: 'old-password-1' },
    });
    const { id, version } = created.json();
    const previous = oldHash('old-password-1');
    await t.app.db.update(operators).set({ passwordHash: previous }).where(eq(operators.id, id));
    // A wrong password changes nothing.
    await expect(signIn(t.app, 'old-hash@rihla.test', 'not-the-password')).rejects.toThrow(/401/);
    expect(await storedHash(id)).toBe(previous);
    await signIn(t.app, 'old-hash@rihla.test', 'old-password-1');
    expect(await storedHash(id)).toMatch(/^scrypt\$32768\$8\$3\$/);
    await expect(signIn(t.app, 'old-hash@rihla.test', 'old-password-1')).resolves.toBeDefined();
    expect((await admin.call('GET', `/api/v1/operators/${id}`)).json().version).toBe(version);
  });
});

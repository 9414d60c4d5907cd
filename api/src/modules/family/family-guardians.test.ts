import { withCheckDigit } from '@rihla/shared/contracts/national-id';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { CODES_PER_PHONE } from '../../lib/phone-sign-in';
import { type Agent, sessionOf } from '../../test/agent';
import { DATABASES } from '../../test/databases';
import { schoolInput, studentInput } from '../../test/fixtures';
import { HttpReceiver } from '../../test/http-receiver';
import { startTestApp, type TestApp } from '../../test/test-app';
import { notices } from '../notices/notices.table';
import { familyLinks } from './family.table';
import { purgeOldFamilyLinks } from './family-auth.service';

const tokenIn = (body: string) => /#link=([A-Za-z0-9_-]+)/.exec(body)?.[1] ?? '';
const codeIn = (body: unknown) => /\d{6}/.exec((body as { body: string }).body)?.[0] ?? '';

/** Sign-in by an e-mailed link, and guardians other than the account holder (ADR 0075). */
describe.each(DATABASES)('family guardians and sign-in links on %s', (kind) => {
  let t: TestApp;
  let app: FastifyInstance;
  let admin: Agent;
  let sms: HttpReceiver;
  let schoolId: string;
  let counter = 0;

  const phoneOf = (n: number) => `05${String(80_000_000 + n).padStart(8, '0')}`;
  /** A parent on file with an address and one child. */
  const addFamily = async () => {
    counter += 1;
    const email = `family${counter}@example.sa`;
    const parent = await admin.call('POST', '/api/v1/parents', {
      body: {
        name: `سارة خالد الحربي ${counter}`,
        phone: phoneOf(counter),
        email,
        nationalId: withCheckDigit(`10${String(4_000_000 + counter)}`),
      },
    });
    expect(parent.statusCode, parent.body).toBe(201);
    const child = await admin.call('POST', '/api/v1/students', {
      body: studentInput(schoolId, { parentId: parent.json().id }),
    });
    expect(child.statusCode, child.body).toBe(201);
    return { id: parent.json().id as string, email, childId: child.json().id as string };
  };
  const parentOf = async (id: string) => (await admin.call('GET', `/api/v1/parents/${id}`)).json();
  /** Saves the parent's record with these contacts. */
  const saveContacts = async (id: string, contacts: object[]) => {
    const { name, phone, email, nationalId, address, version } = await parentOf(id);
    return admin.call('PUT', `/api/v1/parents/${id}`, {
      body: { name, phone, email, nationalId, address, contacts, version },
    });
  };
  const guardian = (overrides: object = {}) => {
    counter += 1;
    return {
      kind: 'guardian',
      name: `نورة عبدالله ${counter}`,
      relation: 'الأم',
      // Typed in Arabic-Indic digits, as a phone often is.
      phone: phoneOf(counter).replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!),
      email: `guardian${counter}@example.sa`,
      nationalId: '',
      ...overrides,
    };
  };
  const askLink = (email: string, ip = '10.5.0.1') =>
    app.inject({ method: 'POST', url: '/api/v1/family/auth/link', payload: { email }, remoteAddress: ip });
  const openLink = (token: string) =>
    app.inject({ method: 'POST', url: '/api/v1/family/auth/link/verify', payload: { token } });
  const linksTo = async (address: string) =>
    (await app.db.select().from(notices).where(eq(notices.address, address))).filter(
      (row) => row.event === 'family-sign-in-link',
    );
  const cookieOf = (response: { cookies: { name: string; value: string }[] }) =>
    `rihla_family=${response.cookies.find((c) => c.name === 'rihla_family')?.value}`;
  const as = (cookie: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url: `/api/v1${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });
  /** Signs in by the newest link sent to the address; the cookie. */
  const signInByLink = async (address: string) => {
    counter += 1;
    expect((await askLink(address, `10.6.${counter % 250}.1`)).statusCode).toBe(202);
    const opened = await openLink(tokenIn((await linksTo(address)).at(-1)!.body));
    expect(opened.statusCode, opened.body).toBe(200);
    return { cookie: cookieOf(opened), body: opened.json() };
  };

  beforeAll(async () => {
    sms = await new HttpReceiver().start();
    t = await startTestApp(kind, {
      SMS_PROVIDER: 'webhook',
      SMS_URL: sms.url('/sms'),
      PUBLIC_URL: 'https://rihla.example',
    });
    app = t.app;
    admin = await sessionOf(app);
    schoolId = (await admin.call('POST', '/api/v1/schools', { body: schoolInput() })).json().id;
  });
  afterAll(async () => {
    await t?.close();
    await sms?.stop();
  });

  it('e-mails a sign-in link once, in the family language, and answers an unknown address the same', async () => {
    const family = await addFamily();
    const unknown = await askLink('nobody@example.sa');
    const known = await askLink(family.email.toUpperCase());
    expect([unknown.statusCode, unknown.body]).toEqual([known.statusCode, known.body]);
    expect(known.statusCode).toBe(202);
    expect(await linksTo('nobody@example.sa')).toEqual([]);
    const [sent, ...more] = await linksTo(family.email);
    expect(more).toEqual([]);
    expect(sent).toMatchObject({ channel: 'email', language: 'ar', parentId: family.id, safety: true });
    expect(sent!.subject).toBe('رابط الدخول إلى تطبيق الأسرة');
    expect(sent!.body).toContain('https://rihla.example/family#link=');
    const token = tokenIn(sent!.body);
    // Only a hash of the token is kept.
    expect(JSON.stringify(await app.db.select().from(familyLinks))).not.toContain(token);

    const opened = await openLink(token);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toMatchObject({ parent: { id: family.id }, guardian: null });
    const cookie = cookieOf(opened);
    expect((await as(cookie, 'GET', '/family/me')).json().parent.id).toBe(family.id);
    const sessions = await admin.call('GET', `/api/v1/parents/${family.id}/family-sessions`);
    expect(sessions.json().items).toEqual([expect.objectContaining({ method: 'link', guardian: null })]);
    // Single use; the outbox's copy no longer carries the token; the inbox leaves it out.
    const again = await openLink(token);
    expect([again.statusCode, again.json().code]).toEqual([401, 'family.linkInvalid']);
    expect((await linksTo(family.email))[0]!.body).not.toContain(token);
    expect((await as(cookie, 'GET', '/family/notices')).body).not.toContain('#link=');
  });

  it('refuses an expired or unknown link alike, and limits the links per address', async () => {
    const family = await addFamily();
    expect((await askLink(family.email, '10.7.0.1')).statusCode).toBe(202);
    const token = tokenIn((await linksTo(family.email)).at(-1)!.body);
    await app.db
      .update(familyLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(familyLinks.email, family.email));
    const expired = await openLink(token);
    const unknown = await openLink('x'.repeat(43));
    expect([expired.statusCode, expired.body]).toEqual([unknown.statusCode, unknown.body]);
    expect(expired.json().code).toBe('family.linkInvalid');
    // Housekeeping: the expired link's token leaves the outbox's copy, and its request row goes.
    await app.db
      .update(notices)
      .set({ createdAt: new Date(Date.now() - 20 * 60_000) })
      .where(eq(notices.address, family.email));
    await app.db
      .update(familyLinks)
      .set({ createdAt: new Date(Date.now() - 20 * 60_000) })
      .where(eq(familyLinks.email, family.email));
    await purgeOldFamilyLinks(app.db);
    expect((await linksTo(family.email))[0]!.body).not.toContain(token);
    expect(await app.db.select().from(familyLinks).where(eq(familyLinks.email, family.email))).toEqual([]);
    await app.db.delete(notices).where(eq(notices.address, family.email));

    for (let i = 0; i < CODES_PER_PHONE; i += 1) {
      expect((await askLink(family.email, `10.7.1.${i}`)).statusCode).toBe(202);
    }
    const refused = await askLink(family.email, '10.7.1.9');
    expect([refused.statusCode, refused.json().code]).toEqual([429, 'family.tooManyCodes']);
    expect(await linksTo(family.email)).toHaveLength(CODES_PER_PHONE);
    const malformed = await askLink('not-an-address');
    expect([malformed.statusCode, malformed.json().errors[0].path]).toEqual([400, 'email']);
  });

  it('adds, edits and removes a guardian on the parent record, refusing a phone on file', async () => {
    const family = await addFamily();
    const other = await addFamily();
    const added = await saveContacts(family.id, [guardian({ name: 'نورة الأم' })]);
    expect(added.statusCode, added.body).toBe(200);
    const [contact] = added.json().contacts;
    expect(contact).toMatchObject({ kind: 'guardian', name: 'نورة الأم', email: expect.any(String) });
    expect(contact.phone).toMatch(/^\+9665\d{8}$/);

    // Edited: the same row (so their phones stay signed in), versioned and audited like any edit.
    const edited = await saveContacts(family.id, [{ ...contact, relation: 'الجدة', nationalId: '' }]);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().contacts[0]).toMatchObject({ id: contact.id, relation: 'الجدة' });
    const audit = await admin.call('GET', `/api/v1/parents/${family.id}/history`);
    expect(audit.statusCode, audit.body).toBe(200);
    expect(audit.body).toContain('الجدة');

    const parentsPhone = (await parentOf(other.id)).phone;
    const refusals = [
      [guardian({ phone: parentsPhone }), 'contacts.0.phone'],
      [guardian({ phone: (await parentOf(family.id)).phone }), 'contacts.0.phone'],
      [guardian({ phone: contact.phone }), 'contacts.0.phone'],
    ] as const;
    for (const [input, path] of refusals) {
      const refused = await saveContacts(other.id, [input]);
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json().errors).toEqual([
        expect.objectContaining({
          path,
          code: 'families.guardianPhoneTaken',
          message: 'رقم الجوال مسجل لولي أمر أو وصي آخر',
        }),
      ]);
    }
    const twice = await saveContacts(family.id, [
      { ...contact, nationalId: '' },
      guardian({ phone: contact.phone }),
    ]);
    expect([twice.statusCode, twice.json().errors[0].path]).toEqual([409, 'contacts.1.phone']);
    // A parent's own phone may not be another family's guardian's either.
    const { name, email, nationalId, address, version } = await parentOf(other.id);
    const parentTaken = await admin.call('PUT', `/api/v1/parents/${other.id}`, {
      body: { name, phone: contact.phone, email, nationalId, address, contacts: [], version },
    });
    expect([parentTaken.statusCode, parentTaken.json().errors]).toEqual([
      409,
      [expect.objectContaining({ path: 'phone', code: 'families.phoneTaken' })],
    ]);
    const badEmail = await saveContacts(family.id, [{ ...contact, email: 'nope', nationalId: '' }]);
    expect([badEmail.statusCode, badEmail.json().errors[0].path]).toEqual([400, 'contacts.0.email']);
    // Nothing half-saved by the refusals.
    expect((await parentOf(family.id)).contacts).toEqual([expect.objectContaining({ id: contact.id })]);
    expect((await parentOf(other.id)).contacts).toEqual([]);

    const removed = await saveContacts(family.id, []);
    expect([removed.statusCode, removed.json().contacts]).toEqual([200, []]);
  });

  it("signs a guardian in by phone or e-mail to the family's children only, and removing them ends their sessions", async () => {
    const family = await addFamily();
    const other = await addFamily();
    const input = guardian({ name: 'منيرة الخالة' });
    const saved = await saveContacts(family.id, [input]);
    expect(saved.statusCode, saved.body).toBe(200);
    const [contact] = saved.json().contacts;

    // By a texted code to the guardian's own phone.
    const local = `0${contact.phone.slice(4)}`;
    expect(
      (await app.inject({ method: 'POST', url: '/api/v1/family/auth/code', payload: { phone: local } }))
        .statusCode,
    ).toBe(202);
    const sent = sms.received.filter((r) => (r.body as { to: string }).to === contact.phone).at(-1);
    const byCode = await app.inject({
      method: 'POST',
      url: '/api/v1/family/auth/verify',
      payload: { phone: local, code: codeIn(sent?.body) },
    });
    expect(byCode.statusCode, byCode.body).toBe(200);
    expect(byCode.json()).toMatchObject({
      parent: { id: family.id },
      guardian: { id: contact.id, name: 'منيرة الخالة' },
    });
    const codeCookie = cookieOf(byCode);

    // By a link to the guardian's own address.
    const { cookie: linkCookie } = await signInByLink(contact.email);
    const today = await as(linkCookie, 'GET', '/family/today');
    expect(today.statusCode, today.body).toBe(200);
    expect(today.json().children.map((c: { id: string }) => c.id)).toEqual([family.childId]);
    expect(today.body).not.toContain(other.childId);
    expect((await as(linkCookie, 'GET', '/family/money')).statusCode).toBe(200);
    const theirs = await as(linkCookie, 'POST', `/family/children/${other.childId}/absences`, {
      fromDate: '2099-01-05',
      toDate: '2099-01-05',
    });
    expect(theirs.statusCode).toBe(404);

    // A guardian reports an absence: it records their name.
    const absence = await as(linkCookie, 'POST', `/family/children/${family.childId}/absences`, {
      fromDate: '2099-01-05',
      toDate: '2099-01-05',
      part: 'both',
    });
    expect(absence.statusCode, absence.body).toBe(201);
    expect(absence.json()).toMatchObject({ reportedBy: 'parent', reporterName: 'منيرة الخالة' });
    const inConsole = await admin.call('GET', `/api/v1/students/${family.childId}/absences`);
    expect(inConsole.body).toContain('منيرة الخالة');

    // The guardian sees their own sessions; the console sees every one of the family, by whom and how.
    expect((await as(linkCookie, 'GET', '/family/sessions')).json().items).toHaveLength(2);
    const { cookie: holderCookie } = await signInByLink(family.email);
    expect((await as(holderCookie, 'GET', '/family/sessions')).json().items).toHaveLength(1);
    const listed = (await admin.call('GET', `/api/v1/parents/${family.id}/family-sessions`)).json().items;
    expect(listed).toHaveLength(3);
    expect(
      listed.map((s: { method: string; guardian: { name: string } | null }) => [
        s.method,
        s.guardian?.name ?? null,
      ]),
    ).toEqual(
      expect.arrayContaining([
        ['code', 'منيرة الخالة'],
        ['link', 'منيرة الخالة'],
        ['link', null],
      ]),
    );
    // A guardian cannot sign the account holder out.
    const holderSession = listed.find((s: { guardian: unknown }) => s.guardian === null).id;
    expect((await as(linkCookie, 'DELETE', `/family/sessions/${holderSession}`)).statusCode).toBe(404);

    // Removed from the record: both of the guardian's phones are signed out, the holder's is not.
    expect((await saveContacts(family.id, [])).statusCode).toBe(200);
    const statuses = [];
    for (const cookie of [codeCookie, linkCookie, holderCookie]) {
      statuses.push((await as(cookie, 'GET', '/family/me')).statusCode);
    }
    expect(statuses).toEqual([401, 401, 200]);
    expect(
      (await admin.call('GET', `/api/v1/parents/${family.id}/family-sessions`)).json().items,
    ).toHaveLength(1);
    // And can no longer ask for a link that signs in.
    expect((await askLink(contact.email, '10.8.0.1')).statusCode).toBe(202);
    expect((await linksTo(contact.email)).length).toBe(1);
  });
});

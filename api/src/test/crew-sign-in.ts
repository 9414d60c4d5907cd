import type { FastifyInstance } from 'fastify';
import { type Agent, sessionOf } from './agent';
import type { DatabaseKind } from './databases';
import { HttpReceiver } from './http-receiver';
import { startTestApp, type TestApp } from './test-app';

/** The six-digit code in a text the SMS endpoint received. */
export const codeIn = (body: unknown) => /\d{6}/.exec((body as { body: string }).body)?.[0] ?? '';

/**
 * A phone app's sign-in (`crew`, `family`) as a test drives it: ask a code (from an address, in a
 * language), verify it, read the last code texted to a number, and the app's cookie of a sign-in's answer.
 */
export function phoneAppSignIn(name: 'crew' | 'family', app: () => FastifyInstance, sms: () => HttpReceiver) {
  const askCode = (phone: string, ip = '10.0.0.1', language = 'ar') =>
    app().inject({
      method: 'POST',
      url: `/api/v1/${name}/auth/code`,
      payload: { phone },
      remoteAddress: ip,
      headers: { 'accept-language': language },
    });
  const verify = (phone: string, code: string) =>
    app().inject({ method: 'POST', url: `/api/v1/${name}/auth/verify`, payload: { phone, code } });
  const lastCodeTo = (e164: string) =>
    codeIn(
      sms()
        .received.filter((r) => (r.body as { to: string }).to === e164)
        .at(-1)?.body,
    );
  const cookieOf = (response: { cookies: { name: string; value: string }[] }) =>
    `rihla_${name}=${response.cookies.find((c) => c.name === `rihla_${name}`)?.value}`;
  return { askCode, verify, lastCodeTo, cookieOf };
}

/** The crew app's sign-in helpers (`phoneAppSignIn` of `crew`), its cookie as `crewCookie`. */
export function crewSignIn(app: () => FastifyInstance, sms: () => HttpReceiver) {
  const { cookieOf, ...rest } = phoneAppSignIn('crew', app, sms);
  return { ...rest, crewCookie: cookieOf };
}

/**
 * A suite's app with an SMS endpoint as its provider and the admin's session, started before the
 * suite's tests and closed after them, with the crew's sign-in helpers on it.
 */
export function crewTestApp(kind: DatabaseKind) {
  const state = {} as { t: TestApp; sms: HttpReceiver; admin: Agent };
  beforeAll(async () => {
    state.sms = await new HttpReceiver().start();
    state.t = await startTestApp(kind, { SMS_PROVIDER: 'webhook', SMS_URL: state.sms.url('/sms') });
    state.admin = await sessionOf(state.t.app);
  });
  afterAll(async () => {
    await state.t?.close();
    await state.sms?.stop();
  });
  const app = () => state.t.app;
  const sms = () => state.sms;
  return { app, sms, admin: () => state.admin, ...crewSignIn(app, sms) };
}

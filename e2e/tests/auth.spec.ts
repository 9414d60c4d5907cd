import { generateSync } from 'otplib';
import { RihlaApi } from '../fixtures/api';
import { ADMIN_EMAIL, ADMIN_PASSWORD, ADMIN_STATE, BASE_URL } from '../fixtures/environment';
import { inLocale } from '../fixtures/locales';
import { LOGIN_PATH, type Locale, localizedPath } from '../fixtures/routes';
import { expect, test } from '../fixtures/test';
import { textsFor } from '../fixtures/texts';

// Every test here starts signed out and signs in through the form (never the shared admin
// session: signing out would end it for the other suites). Signed out, the API answers 401
// (the session check, the wrong password) and Chromium logs it.
test.use({
  storageState: { cookies: [], origins: [] },
  allowedConsoleErrors: /status of 401 \(Unauthorized\)/,
});

const busList = (locale: Locale) => localizedPath('/dashboard/bus-screen', locale);
const loginUrl = (locale: Locale, back: string) =>
  `${localizedPath(LOGIN_PATH, locale)}?redirect=${encodeURIComponent(back)}`;

inLocale('ar', (locale) => {
  const t = textsFor(locale);

  test('a signed-out operator who opens the bus list is sent to sign in', async ({ page }) => {
    await page.goto(busList(locale));
    await expect(page).toHaveURL(loginUrl(locale, busList(locale)));
    await expect(page.getByRole('heading', { level: 1, name: t.signInTitle })).toBeVisible();
  });
});

inLocale('en', (locale) => {
  const t = textsFor(locale);

  test('a wrong password shows an error and keeps the operator signed out', async ({ page }) => {
    await page.goto(busList(locale));
    await page.getByLabel(t.email).fill(ADMIN_EMAIL);
    await page.getByLabel(t.password).fill('not-the-password');
    await page.getByRole('button', { name: t.signIn }).click();
    await expect(page.getByRole('alert').filter({ hasText: t.wrongPassword })).toBeVisible();
    await expect(page).toHaveURL(loginUrl(locale, busList(locale)));
  });
});

inLocale('ar', (locale) => {
  const t = textsFor(locale);

  test('signing in returns to the page that was asked for', async ({ page }) => {
    await page.goto(busList(locale));
    await page.getByLabel(t.email).fill(ADMIN_EMAIL);
    await page.getByLabel(t.password).fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: t.signIn }).click();
    await expect(page).toHaveURL(busList(locale));
    await expect(page.getByRole('heading', { name: t.busListTitle })).toBeVisible();
  });
});

inLocale('en', (locale) => {
  const t = textsFor(locale);

  test('signing out ends the session', async ({ page }) => {
    const overview = localizedPath('/dashboard', locale);
    await page.goto(localizedPath(LOGIN_PATH, locale));
    await page.getByLabel(t.email).fill(ADMIN_EMAIL);
    await page.getByLabel(t.password).fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: t.signIn }).click();
    await expect(page).toHaveURL(overview);

    await page.getByRole('button', { name: t.signOut }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.signInTitle })).toBeVisible();
    const me = await page.request.get('/api/v1/auth/me');
    expect(me.status()).toBe(401);

    await page.goto(overview);
    await expect(page).toHaveURL(loginUrl(locale, overview));
  });
});

inLocale('en', (locale) => {
  const t = textsFor(locale);

  test('an administrator with an authenticator app cannot sign in without its code, and can with it', async ({
    page,
    playwright,
  }) => {
    // A new administrator, who sets up their authenticator app through the API.
    const email = `two-step-${Date.now()}@rihla.test`;
    const password = 'Two-step-admin-2026';
    const admin = await RihlaApi.signedIn(
      await playwright.request.newContext({ baseURL: BASE_URL, storageState: ADMIN_STATE }),
    );
    await admin.post('/operators', { email, name: 'Two-step Admin', role: 'admin', password });
    const own = await playwright.request.newContext({ baseURL: BASE_URL });
    expect((await own.post('/api/v1/auth/login', { data: { email, password } })).status()).toBe(200);
    const ownApi = await RihlaApi.signedIn(own);
    const { secret } = await ownApi.post<{ secret: string }>('/account/second-factor/setup', {});
    await ownApi.post('/account/second-factor/confirm', { code: generateSync({ secret }) });
    await own.dispose();
    // The confirmation spent this period's code: the sign-in gives the next one (the app's clock may run ahead).
    const codeAt = (seconds: number) =>
      generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + seconds });

    await page.goto(busList(locale));
    await page.getByLabel(t.email).fill(email);
    await page.getByLabel(t.password).fill(password);
    await page.getByRole('button', { name: t.signIn }).click();
    // The right password alone opens nothing: the code step, and no session.
    await expect(page.getByRole('heading', { level: 1, name: 'Verification code' })).toBeVisible();
    await expect(page).toHaveURL(loginUrl(locale, busList(locale)));
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('rihla_session');

    const wrong = String((Number(codeAt(0)) + 500_000) % 1_000_000).padStart(6, '0');
    await page.getByLabel('Code', { exact: true }).fill(wrong);
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'The code is not correct' })).toBeVisible();
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('rihla_session');

    await page.getByLabel('Code', { exact: true }).fill(codeAt(30));
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await expect(page).toHaveURL(busList(locale));
    await expect(page.getByRole('heading', { name: t.busListTitle })).toBeVisible();
  });
});

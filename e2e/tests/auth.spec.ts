import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../fixtures/environment';
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

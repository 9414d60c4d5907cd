import type { Page } from '@playwright/test';
import type { RihlaApi } from '../fixtures/api';
import { chooseOption } from '../fixtures/forms';
import { LOGIN_PATH, localizedPath } from '../fixtures/routes';
import { expect, test } from '../fixtures/test';

/** What the operator reads on the Arabic pages, written out so a changed translation fails here. */
const TEXTS = {
  email: 'البريد الإلكتروني',
  password: 'كلمة المرور',
  signIn: 'تسجيل الدخول',
  language: 'لغة الواجهة',
  appearance: 'المظهر',
  dark: 'داكن',
  save: 'حفظ',
} as const;

/** A dispatcher of this test alone: their saved preferences touch no other suite. */
async function newDispatcher(adminApi: RihlaApi) {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const operator = { email: `prefs.${stamp}@rihla.test`, password: `Prefs-${stamp}`, name: `Huda ${stamp}` };
  await adminApi.post('/operators', { ...operator, role: 'dispatcher' });
  return operator;
}

/** Signs in on the Arabic sign-in page. */
async function signIn(page: Page, operator: { email: string; password: string }) {
  await page.goto(LOGIN_PATH);
  await page.getByLabel(TEXTS.email).fill(operator.email);
  await page.getByLabel(TEXTS.password).fill(operator.password);
  await page.getByRole('button', { name: TEXTS.signIn }).click();
}

test.describe('saved preferences', () => {
  // Signed out at first, the sign-in page's session check answers 401 and Chromium logs it.
  test.use({
    storageState: { cookies: [], origins: [] },
    locale: 'ar-SA',
    colorScheme: 'light',
    allowedConsoleErrors: /status of 401 \(Unauthorized\)/,
  });

  test('English and dark, saved on one device, are what the operator gets on another', async ({
    page,
    browser,
    adminApi,
  }) => {
    const operator = await newDispatcher(adminApi);
    await signIn(page, operator);
    await expect(page).toHaveURL('/dashboard');
    await page.goto(localizedPath('/dashboard/account', 'ar'));
    await chooseOption(page, TEXTS.language, 'English');
    await chooseOption(page, TEXTS.appearance, TEXTS.dark);
    await page.getByRole('button', { name: TEXTS.save, exact: true }).click();
    // Saving a language switches the console to it at once.
    await expect(page).toHaveURL('/en/dashboard/account');
    await expect(page.locator('html')).toHaveAttribute('data-color-scheme', 'dark');

    // Another device: a light system setting, an Arabic browser, the Arabic sign-in page.
    const other = await browser.newContext({
      storageState: { cookies: [], origins: [] },
      locale: 'ar-SA',
      colorScheme: 'light',
    });
    const second = await other.newPage();
    await signIn(second, operator);
    await expect(second).toHaveURL('/en/dashboard');
    await expect(second.locator('html')).toHaveAttribute('lang', 'en');
    await expect(second.locator('html')).toHaveAttribute('data-color-scheme', 'dark');
    // The theme follows the attribute, not the device: the page is drawn dark.
    const background = await second.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(15, 21, 27)');
    await other.close();
  });
});

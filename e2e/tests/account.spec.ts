import type { Page } from '@playwright/test';
import type { RihlaApi } from '../fixtures/api';
import { forEachLocale } from '../fixtures/locales';
import { LOGIN_PATH, type Locale, localizedPath } from '../fixtures/routes';
import { expect, test } from '../fixtures/test';

/** What the operator reads, written out so a changed translation fails here. */
const TEXTS = {
  ar: {
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    signIn: 'تسجيل الدخول',
    account: 'حسابي',
    language: 'لغة الواجهة',
    appearance: 'المظهر',
    dark: 'داكن',
    save: 'حفظ',
  },
  en: {
    email: 'Email',
    password: 'Password',
    signIn: 'Sign in',
    account: 'My account',
    language: 'Interface language',
    appearance: 'Appearance',
    dark: 'Dark',
    save: 'Save',
  },
} as const satisfies Record<Locale, object>;

/** A dispatcher of this test alone: their saved preferences touch no other suite. */
async function newDispatcher(adminApi: RihlaApi) {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const operator = { email: `prefs.${stamp}@rihla.test`, password: `Prefs-${stamp}`, name: `Huda ${stamp}` };
  await adminApi.post('/operators', { ...operator, role: 'dispatcher' });
  return operator;
}

async function signIn(page: Page, locale: Locale, operator: { email: string; password: string }) {
  const t = TEXTS[locale];
  await page.goto(localizedPath(LOGIN_PATH, locale));
  await page.getByLabel(t.email).fill(operator.email);
  await page.getByLabel(t.password).fill(operator.password);
  await page.getByRole('button', { name: t.signIn }).click();
}

async function choose(page: Page, label: string, option: string) {
  const field = page.getByLabel(label, { exact: true });
  await field.click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: option })
    .click();
  // The field shows the choice before the next step (a busy machine may still be closing the list).
  await expect(page.locator('.ant-form-item').filter({ has: field })).toContainText(option);
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
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
    await signIn(page, 'ar', operator);
    await expect(page).toHaveURL('/dashboard');
    await page.goto(localizedPath('/dashboard/account', 'ar'));
    await choose(page, TEXTS.ar.language, 'English');
    await choose(page, TEXTS.ar.appearance, TEXTS.ar.dark);
    await page.getByRole('button', { name: TEXTS.ar.save, exact: true }).click();
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
    await signIn(second, 'ar', operator);
    await expect(second).toHaveURL('/en/dashboard');
    await expect(second.locator('html')).toHaveAttribute('lang', 'en');
    await expect(second.locator('html')).toHaveAttribute('data-color-scheme', 'dark');
    // The theme follows the attribute, not the device: the page is drawn dark.
    const background = await second.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(15, 21, 27)');
    await other.close();
  });
});

forEachLocale((locale) => {
  const t = TEXTS[locale];
  for (const width of [1366, 390]) {
    test(`the account page fits a ${width} px screen without sideways scrolling`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(localizedPath('/dashboard/account', locale));
      await expect(page.getByRole('heading', { level: 1, name: t.account })).toBeVisible();
      await expect(page.locator('.ant-skeleton')).toHaveCount(0);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await testInfo.attach(`account-${locale}-${width}`, {
        body: await page.screenshot({ fullPage: true }),
        contentType: 'image/png',
      });
    });
  }
});

import { randomUUID } from 'node:crypto';
import { formatMoney } from '@rihla/shared/format/number';
import { inLocale } from '../fixtures/locales';
import { LOGIN_PATH, type Locale, localizedPath } from '../fixtures/routes';
import { expect, test } from '../fixtures/test';
import { textsFor } from '../fixtures/texts';

interface Figures {
  'trips-today': { total: number };
  'buses-on-road': { onRoad: number };
  'open-disruptions': { open: number };
  'pending-registrations': { pending: number };
  'finance-month': { invoicedHalalas: number };
  'expiring-documents': Record<
    | 'driverLicences'
    | 'busInspections'
    | 'busInsurances'
    | 'busOperatingCards'
    | 'crewCertificates'
    | 'busServices',
    { expired: number; expiring: number }
  >;
}

/** The headline number each card should show, from the API's own answer. */
async function headlines(
  api: { get<T>(path: string): Promise<T> },
  locale: Locale,
): Promise<Record<keyof Figures, string>> {
  const get = <K extends keyof Figures>(name: K) => api.get<Figures[K]>(`/overview/${name}`);
  const documents = await get('expiring-documents');
  return {
    'trips-today': String((await get('trips-today')).total),
    'buses-on-road': String((await get('buses-on-road')).onRoad),
    'open-disruptions': String((await get('open-disruptions')).open),
    'pending-registrations': String((await get('pending-registrations')).pending),
    'finance-month': formatMoney((await get('finance-month')).invoicedHalalas, locale),
    'expiring-documents': String(
      (
        [
          'driverLicences',
          'busInspections',
          'busInsurances',
          'busOperatingCards',
          'crewCertificates',
          'busServices',
        ] as const
      ).reduce((sum, kind) => sum + documents[kind].expired + documents[kind].expiring, 0),
    ),
  };
}

inLocale('ar', (locale) => {
  test('every overview card shows the figure the API gives and opens its screen', async ({
    page,
    adminApi,
  }) => {
    const t = textsFor(locale);
    await page.goto(localizedPath('/dashboard', locale));
    for (const [id, title] of Object.entries(t.overviewCards)) {
      await expect(page.getByRole('region', { name: title }), id).toBeVisible();
    }
    // Other suites add trips and requests meanwhile: compare again after a reload until both agree.
    await expect(async () => {
      const expected = await headlines(adminApi, locale);
      await page.reload();
      for (const [id, value] of Object.entries(expected)) {
        await expect(page.getByTestId(`overview-${id}`).getByTestId('stat-value')).toHaveText(value, {
          timeout: 10_000,
        });
      }
    }).toPass({ timeout: 60_000 });
    await expect(page.getByRole('img', { name: /\d{2}\/\d{2}\/\d{2}/ })).toBeVisible();

    await page
      .getByRole('region', { name: t.overviewCards['pending-registrations'] })
      .getByRole('link')
      .click();
    await expect(page).toHaveURL(localizedPath('/dashboard/registration-requests', locale));
  });
});

test('an operator only sees the cards of the areas their role may read', async ({ browser, adminApi }) => {
  const t = textsFor('en');
  const email = `finance-${randomUUID().slice(0, 8)}@rihla.test`;
  await adminApi.post('/operators', {
    email,
    name: 'Finance E2E',
    role: 'finance',
    password: 'Finance-e2e-2026',
  });
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] }, locale: 'en-US' });
  const page = await context.newPage();
  await page.goto(localizedPath(LOGIN_PATH, 'en'));
  await page.getByLabel(t.email).fill(email);
  await page.getByLabel(t.password).fill('Finance-e2e-2026');
  await page.getByRole('button', { name: t.signIn }).click();
  await expect(page).toHaveURL(localizedPath('/dashboard', 'en'));
  await expect(page.getByRole('region', { name: t.overviewCards['pending-registrations'] })).toBeVisible();
  await expect(page.getByRole('region', { name: t.overviewCards['expiring-documents'] })).toBeVisible();
  await expect(page.getByRole('region', { name: t.overviewCards['finance-month'] })).toBeVisible();
  for (const id of ['trips-today', 'buses-on-road', 'open-disruptions', 'trips-by-day'] as const) {
    await expect(page.getByRole('region', { name: t.overviewCards[id] })).toHaveCount(0);
  }
  await context.close();
});

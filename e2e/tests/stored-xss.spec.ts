import { expect, test } from '../fixtures/test';

// The visitor of the public page has no session; the package is stored by the admin's API session.
test.use({ storageState: { cookies: [], origins: [] } });

/** Every way the description could try to run script; each would set `window.__xss`. */
const PAYLOAD = [
  '<p><strong>وصف آمن</strong></p>',
  '<script>window.__xss = "script"</script>',
  // A real image (a 1-pixel gif), so only the handler is wrong with it.
  '<img src="data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7" onerror="window.__xss = \'onerror\'">',
  '<p onmouseover="window.__xss = \'handler\'">مرر هنا</p>',
  '<a href="javascript:window.__xss = \'link\'">اضغط هنا</a>',
  '<iframe src="javascript:parent.__xss = \'frame\'"></iframe>',
].join('');

test('a package description holding script is shown on the landing page without running any of it', async ({
  adminApi,
  page,
}) => {
  const name = `باقة الاختبار الآمن ${Date.now().toString(36)}`;
  const stored = await adminApi.post<{ id: string; version: number }>('/packages', {
    nameAr: name,
    nameEn: `Safe test package ${Date.now().toString(36)}`,
    descriptionAr: PAYLOAD,
    descriptionEn: PAYLOAD,
    priceHalalas: 1_000,
    period: 'month',
    tripType: 'round_trip',
    siblingDiscountPercent: 0,
    instalments: 1,
  });

  // Other landing tests see the packages as they were, whatever happens below.
  try {
    await page.goto('/');
    const card = page.getByTestId('package-card').filter({ hasText: name });
    await expect(card).toBeVisible();
    await expect(card.getByText('وصف آمن')).toBeVisible();
    await expect(
      card.locator('script, iframe, [onerror], [onmouseover], a[href^="javascript:"]'),
    ).toHaveCount(0);
    await card.getByText('مرر هنا').hover();
    await card.getByText('اضغط هنا').click();
    expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined();
  } finally {
    await adminApi.delete(`/packages/${stored.id}?version=${stored.version}`);
  }
});

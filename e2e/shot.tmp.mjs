import { chromium } from '@playwright/test';

const base = 'http://127.0.0.1:8099';
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const ctx = await browser.newContext({ viewport: { width: 1366, height: 800 } });
const page = await ctx.newPage();
const errors = [];
page.on('console', (m) => {
  if (m.type() === 'error') errors.push(m.text());
});
page.on('pageerror', (e) => errors.push(e.message));
const r = await page.request.post(`${base}/api/v1/auth/login`, {
  data: { email: 'admin@rihla.test', password: 'try-password-1' },
});
console.log('login', r.status());
for (const [name, path] of process.argv.slice(2).map((a) => a.split('='))) {
  await page.goto(base + path, { waitUntil: 'networkidle' });
  await page.waitForTimeout(8000);
  await page.screenshot({ path: `/tmp/shots/${name}.png` });
  console.log(name, page.url(), await page.locator('.ant-table-row').count());
}
console.log('console errors:', errors);
await browser.close();

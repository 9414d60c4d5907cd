import { readFile } from 'node:fs/promises';
import { type CellValue, Workbook } from '@cj-tech-master/excelts';
import type { Page } from '@playwright/test';
import { forEachLocale } from '../fixtures/locales';
import { type Locale, localizedPath } from '../fixtures/routes';
import { expect, test } from '../fixtures/test';

/** What the bus list's export reads like in each language: the screen's titles and labels. */
const EXPECTED = {
  ar: {
    csv: 'تصدير CSV',
    xlsx: 'تصدير Excel',
    header: 'رقم اللوحة,الطراز,سنة الصنع,عدد المقاعد,الحالة',
    statusTitle: 'الحالة',
    status: 'في الخدمة',
  },
  en: {
    csv: 'Export CSV',
    xlsx: 'Export Excel',
    header: 'Plate number,Model,Year,Seats,Status',
    statusTitle: 'Status',
    status: 'In service',
  },
} as const;

async function download(page: Page, name: string): Promise<{ filename: string; bytes: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name }).click()]);
  const path = await file.path();
  return { filename: file.suggestedFilename(), bytes: await readFile(path) };
}

forEachLocale((locale: Locale) => {
  const expected = EXPECTED[locale];

  test('downloads the bus list as CSV and as an Excel workbook in the operator’s language', async ({
    page,
  }) => {
    await page.goto(localizedPath('/dashboard/bus-screen', locale));
    await expect(page.getByRole('table')).toBeVisible();

    const csv = await download(page, expected.csv);
    expect(csv.filename).toBe('buses.csv');
    const lines = csv.bytes
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toContain(expected.header);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.some((line) => line.includes(`,${expected.status},`))).toBe(true);

    // Each bus's status reads in the file as its row shows it (both take the shared labels).
    const titles = (await page.getByRole('columnheader').allTextContents()).map((title) => title.trim());
    const statusAt = titles.indexOf(expected.statusTitle);
    expect(statusAt).toBeGreaterThan(0);
    const rows = page
      .getByRole('table')
      .getByRole('row')
      .filter({ has: page.getByRole('cell') });
    await expect(rows.first()).toBeVisible();
    for (let i = 0; i < Math.min(await rows.count(), 5); i++) {
      const cells = rows.nth(i).getByRole('cell');
      const plate = (await cells.first().textContent())?.trim();
      const shown = (await cells.nth(statusAt).textContent())?.trim();
      expect(lines.find((line) => line.startsWith(`${plate},`))).toContain(`,${shown},`);
    }

    const xlsx = await download(page, expected.xlsx);
    expect(xlsx.filename).toBe('buses.xlsx');
    const book = new Workbook();
    await book.xlsx.load(xlsx.bytes);
    const sheet = book.worksheets[0]!;
    const header = (sheet.getRow(1).values as CellValue[]).slice(1).join(',');
    expect(header).toContain(expected.header);
    expect(sheet.views[0]?.rightToLeft ?? false).toBe(locale === 'ar');
    expect(sheet.actualRowCount).toBe(lines.length);
  });
});

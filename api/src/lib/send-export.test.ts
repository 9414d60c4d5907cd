import { type CellValue, ValueType, Workbook, type Worksheet } from '@cj-tech-master/excelts';
import type { LightMyRequestResponse } from 'fastify';
import { stops } from '../modules/stops/stops.table';
import { ACCESS_TABLE } from '../security/access-table';
import { type Agent, sessionAs, sessionOf } from '../test/agent';
import { DATABASES } from '../test/databases';
import { packageInput, registrationBody, schoolInput, stopInput } from '../test/fixtures';
import { startTestApp, type TestApp } from '../test/test-app';
import { EXPORT_BATCH_ROWS } from './export-routes';
import { takeExportSlot } from './export-slots';

const en = { 'accept-language': 'en' };
/** Queries an export needs besides the list's defaults. */
const REQUIRED_QUERY: Record<string, string> = {
  '/api/v1/finance/monthly/export': 'from=2026-01&to=2026-06',
  '/api/v1/kpis/trips/export': 'from=2026-01-01&to=2026-01-31',
};

const EXPORT_PATHS = [...ACCESS_TABLE.keys()]
  .filter((key) => key.endsWith('/export.csv'))
  .map((key) => key.slice('GET '.length, -'.csv'.length));

function csvLines(response: LightMyRequestResponse): string[] {
  expect(response.body.startsWith('\uFEFF')).toBe(true);
  return response.body.slice(1).trimEnd().split('\r\n');
}

async function workbook(response: LightMyRequestResponse): Promise<Worksheet> {
  const book = new Workbook();
  await book.xlsx.load(response.rawPayload);
  const sheet = book.worksheets[0];
  if (!sheet) throw new Error('the workbook has no sheet');
  return sheet;
}

const rowTexts = (sheet: Worksheet, row: number) =>
  (sheet.getRow(row).values as CellValue[]).slice(1).map((v) => (v === null ? '' : String(v)));

describe.each(DATABASES)('exports on %s', (kind) => {
  let t: TestApp;
  let admin: Agent;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await sessionOf(t.app);
  });
  afterAll(() => t?.close());

  it('offers every export as CSV and XLSX, headed in the language asked for', async () => {
    expect(EXPORT_PATHS.length).toBeGreaterThanOrEqual(16);
    for (const path of EXPORT_PATHS) {
      const query = REQUIRED_QUERY[path] ?? '';
      const arabic = await admin.call('GET', `${path}.csv?${query}`);
      expect(arabic.statusCode, `${path}: ${arabic.body}`).toBe(200);
      expect(arabic.headers['content-type']).toContain('text/csv');
      const english = await admin.call('GET', `${path}.csv?${query}&lang=en`);
      const [arabicHeader = ''] = csvLines(arabic);
      const [englishHeader = ''] = csvLines(english);
      expect(arabicHeader, path).toMatch(/[\u0600-\u06FF]/);
      expect(englishHeader, path).toMatch(/^[A-Za-z(), .%'/0-9-]+$/);

      const xlsx = await admin.call('GET', `${path}.xlsx?${query}`, { headers: en });
      expect(xlsx.statusCode, path).toBe(200);
      expect(xlsx.headers['content-type']).toContain('spreadsheetml');
      expect(xlsx.headers['content-disposition']).toMatch(/^attachment; filename="[a-z-]+\.xlsx"$/);
      const sheet = await workbook(xlsx);
      expect(rowTexts(sheet, 1).join(','), path).toBe(englishHeader);
      expect(sheet.views[0]?.rightToLeft ?? false).toBe(false);
      const arabicSheet = await workbook(await admin.call('GET', `${path}.xlsx?${query}`));
      expect(rowTexts(arabicSheet, 1).join(','), path).toBe(arabicHeader);
      expect(arabicSheet.views[0]?.rightToLeft).toBe(true);
    }
  });

  it('writes what a spreadsheet user reads: labels, riyals, local times, phones as text, no formulas', async () => {
    const schoolId = (await admin.call('POST', '/api/v1/schools', { body: schoolInput() })).json().id;
    const packageId = (
      await admin.call('POST', '/api/v1/packages', { body: packageInput({ priceHalalas: 123_450 }) })
    ).json().id;
    const attack = "-2+3+cmd|' /C calc'!A0";
    const posted = await t.app.inject({
      method: 'POST',
      url: '/api/v1/public/registration-requests',
      payload: registrationBody(schoolId, packageId, { parentName: attack, parentPhone: '0551234567' }),
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const listed = await admin.call('GET', `/api/v1/registration-requests?q=${posted.json().reference}`);
    const [request] = listed.json().items;
    const localTime = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Asia/Riyadh',
      dateStyle: 'short',
      timeStyle: 'short',
    }).format(new Date(request.createdAt));

    const csv = await admin.call('GET', `/api/v1/registration-requests/export.csv?q=${request.reference}`, {
      headers: en,
    });
    const [header, row] = csvLines(csv);
    expect(header).toBe(
      'Reference,Requested,Student,Parent,Mobile,School,Package,Status,Grade,Reason for rejection,ID',
    );
    expect(row).toContain(`,${localTime},`);
    expect(row).toContain(`,'${attack},'+966551234567,`);
    expect(row).toContain(',Awaiting review,');

    const sheet = await workbook(
      await admin.call('GET', `/api/v1/registration-requests/export.xlsx?q=${request.reference}&lang=en`),
    );
    const parent = sheet.getRow(2).getCell(4);
    expect(parent.type).toBe(ValueType.String);
    expect(parent.value).toBe(attack);
    expect(sheet.getRow(2).getCell(5).value).toBe('+966551234567');
    expect(sheet.getRow(2).getCell(8).value).toBe('Awaiting review');

    const packages = csvLines(await admin.call('GET', `/api/v1/packages/export.csv?lang=en`));
    expect(packages[0]).toMatch(/^Package,Price per period,Period,Trips,/);
    expect(packages.find((line) => line.includes(',1234.50,'))).toMatch(/,1234\.50,Term,Round trip,/);
    const priced = await workbook(await admin.call('GET', '/api/v1/packages/export.xlsx'));
    const price = priced.getRow(2).getCell(2);
    expect(price.value).toBe(1234.5);
    expect(price.numFmt).toBe('#,##0.00');
  });

  it('streams every row, batch after batch, with none repeated or skipped', async () => {
    const total = EXPORT_BATCH_ROWS * 2 + 7;
    const rows = Array.from({ length: total }, (_, i) => ({
      ...stopInput({ district: 'حي الدفعات', nameEn: `Batch stop ${String(i).padStart(5, '0')}` }),
    }));
    for (let i = 0; i < rows.length; i += 500) await t.app.db.insert(stops).values(rows.slice(i, i + 500));
    const district = encodeURIComponent('حي الدفعات');
    const lines = csvLines(
      await admin.call('GET', `/api/v1/stops/export.csv?district=${district}&sort=nameEn:asc`),
    );
    expect(lines).toHaveLength(total + 1);
    const ids = lines.slice(1).map((line) => line.split(',').at(-1));
    expect(new Set(ids).size).toBe(total);
    expect(lines[1]).toContain('Batch stop 00000');
    expect(lines.at(-1)).toContain(`Batch stop ${String(total - 1).padStart(5, '0')}`);
    const sheet = await workbook(await admin.call('GET', `/api/v1/stops/export.xlsx?district=${district}`));
    expect(sheet.actualRowCount).toBe(total + 1);
  });

  it("refuses an operator's export beyond the concurrent limit with a translated 429, then serves again", async () => {
    const limit = t.app.config.EXPORTS_PER_OPERATOR;
    const held = Array.from({ length: limit }, () => takeExportSlot(admin.operatorId, limit));
    try {
      const refused = await admin.call('GET', '/api/v1/buses/export.xlsx?lang=en');
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['content-type']).toContain('application/problem+json');
      expect(refused.headers['retry-after']).toBe('5');
      expect(refused.json()).toMatchObject({ status: 429, code: 'export.busy' });
      expect(refused.json().title).toMatch(/^Your other exports are still downloading/);
      const arabic = await admin.call('GET', '/api/v1/buses/export.csv');
      expect(arabic.json().title).toMatch(/^لديك تصديرات أخرى/);
      const other = await sessionAs(admin.app, 'dispatcher');
      expect((await other.call('GET', '/api/v1/buses/export.csv')).statusCode).toBe(200);
    } finally {
      for (const release of held) release();
    }
    // Finished exports give their slot back: more in a row than the limit all succeed.
    for (let i = 0; i <= limit; i++) {
      expect((await admin.call('GET', '/api/v1/buses/export.csv')).statusCode).toBe(200);
    }
  });
});

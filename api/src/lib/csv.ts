import type { CellValue, ExportColumn, ExportContext } from './export-columns';

/**
 * A text a spreadsheet could run as a formula (= - + @, tab, CR first) gets a leading apostrophe,
 * OWASP's advice for CSV injection. It also keeps a phone (`+9665...`) as text: without it Excel
 * reads the number 9665... and drops the plus.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(raw: CellValue, money: boolean): string {
  if (raw === null || raw === undefined) return '';
  // Numbers are ours (counts, riyals), never typed by a user: written as numbers.
  if (typeof raw === 'number') return money ? raw.toFixed(2) : String(raw);
  const text = FORMULA_START.test(raw) ? `'${raw}` : raw;
  return /[",\r\n;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function line<T>(columns: ExportColumn<T>[], row: T, context: ExportContext): string {
  return columns.map((c) => cell(c.value(row, context), c.kind === 'money')).join(',');
}

/**
 * The CSV, batch by batch as the database gives it: UTF-8 with a BOM so Excel opens Arabic text
 * correctly, CRLF line ends per RFC 4180, the header in the reader's language.
 */
export async function* csvChunks<T>(
  columns: ExportColumn<T>[],
  batches: AsyncIterable<T[]>,
  context: ExportContext,
): AsyncGenerator<string> {
  yield `\uFEFF${columns.map((c) => cell(c.header[context.locale], false)).join(',')}\r\n`;
  for await (const rows of batches) {
    if (rows.length > 0) yield `${rows.map((row) => line(columns, row, context)).join('\r\n')}\r\n`;
  }
}

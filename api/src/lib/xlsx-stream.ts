import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { WorkbookWriter } from '@cj-tech-master/excelts';
import type { ExportColumn, ExportContext, Texts } from './export-columns';

const RIYALS = '#,##0.00';
const TEXT = '@';

/**
 * Writes the workbook into `out` batch by batch with ExcelTS's streaming writer (the maintained TypeScript fork of exceljs), so memory holds
 * one batch whatever the row count. Text cells are typed as text (a spreadsheet never evaluates
 * them, and phones keep their plus); riyals are numbers with two decimals. An Arabic reader gets a
 * right-to-left sheet.
 */
export async function writeXlsx<T>(
  out: Writable,
  sheet: Texts,
  columns: ExportColumn<T>[],
  batches: AsyncIterable<T[]>,
  context: ExportContext,
): Promise<void> {
  const workbook = new WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const worksheet = workbook.addWorksheet(sheet[context.locale], {
    views: [{ rightToLeft: context.locale === 'ar', state: 'frozen', ySplit: 1 }],
  });
  worksheet.columns = columns.map((c, index) => ({
    key: String(index),
    header: c.header[context.locale],
    width: Math.max(12, c.header[context.locale].length + 4),
    style: { numFmt: c.kind === 'money' ? RIYALS : c.kind === 'text' ? TEXT : 'General' },
  }));
  worksheet.getRow(1).font = { bold: true };
  for await (const rows of batches) {
    for (const row of rows) {
      worksheet.addRow(columns.map((c) => c.value(row, context) ?? null)).commit();
    }
    // Let a slow reader drain before the next batch is read from the database.
    if (out.writableNeedDrain) await once(out, 'drain');
  }
  worksheet.commit();
  await workbook.commit();
}

import { numberText } from '../format/digits';
import { foldSearchText } from '../format/fold-search';
import { issueLimits, type Limits } from '../i18n/validation-messages';
import type { Table } from './read-table';

export interface CellError<C extends string> {
  column: C;
  /** A message key (`validation.*`, an area's code), translated where it is shown. */
  code: string;
  /** The bounds the cell broke, stated in the message. */
  limits?: Limits;
}

export interface CheckedRow<C extends string, R> {
  /** Line in the file (the header is line 1). */
  line: number;
  cells: Record<C, string>;
  /** What the API is sent for this line; null when the line has errors. */
  row: R | null;
  errors: CellError<C>[];
}

export interface CheckResult<C extends string, R> {
  /** Required columns the header row lacks (nothing else is checked then). */
  missingColumns: C[];
  rows: CheckedRow<C, R>[];
}

/** What one import (students, schools, stops) reads from a file and how it checks a line. */
export interface ImportSpec<C extends string, R> {
  columns: readonly C[];
  /** Arabic headers an operator may write instead of the English keys. */
  aliases: Record<C, readonly string[]>;
  required: readonly C[];
  /** One line's cells -> what to send, or what is wrong with which cell. */
  checkRow(cells: Record<C, string>): { row: R | null; errors: CellError<C>[] };
  /** The column an API field of a row is written in, to show a refusal only the API can make on its line. */
  columnOfField?(field: string): C | null;
  /** Rules across lines (one card, one student), once every line is checked: they may add errors. */
  checkAcross?(rows: CheckedRow<C, R>[]): void;
}

/** Header cells and names are compared folded (hamza, taa marbuta, case and spaces do not matter). */
export const foldCell = (text: string) => foldSearchText(text.trim()).replace(/\s+/g, ' ');

/** A number cell, Arabic-Indic digits and decimal sign too; empty is undefined so the contract says "required". */
export const numberCell = (cell: string) => (cell === '' ? undefined : Number(numberText(cell)));

/** Which column each header cell is, by its English key or Arabic name (any spelling of it). */
export function mapHeader<C extends string>(
  spec: Pick<ImportSpec<C, unknown>, 'columns' | 'aliases'>,
  header: string[],
): (C | null)[] {
  const names = new Map<string, C>();
  for (const column of spec.columns) {
    names.set(foldCell(column), column);
    for (const alias of spec.aliases[column]) names.set(foldCell(alias), column);
  }
  return header.map((cell) => names.get(foldCell(cell)) ?? null);
}

/**
 * The contract's issues as cell errors, one per column: an issue whose field is not a column of
 * the file lands on `fallback`, so no refusal goes unreported.
 */
export function issuesToCellErrors<C extends string>(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  columnOf: (field: string) => C | null,
  fallback: C,
  errors: CellError<C>[] = [],
): CellError<C>[] {
  for (const issue of issues) {
    const column = columnOf(String(issue.path[0] ?? '')) ?? fallback;
    if (!errors.some((e) => e.column === column))
      errors.push({ column, code: issue.message, limits: issueLimits(issue) });
  }
  return errors;
}

/** Lets the browser paint (the progress bar) between chunks of work. */
const breathe = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
const CHUNK = 250;

/**
 * Checks every data line of the table, a chunk at a time so 5 000 lines never freeze the page
 * (`onProgress` gets the fraction done). A line that repeats an earlier one cell for cell is
 * reported as a duplicate and not sent: imported twice it would be two records.
 */
export async function checkTable<C extends string, R>(
  spec: ImportSpec<C, R>,
  table: Table,
  onProgress: (fraction: number) => void,
): Promise<CheckResult<C, R>> {
  const [header = [], ...data] = table;
  const columns = mapHeader(spec, header);
  const missingColumns = spec.required.filter((column) => !columns.includes(column));
  if (missingColumns.length > 0) return { missingColumns, rows: [] };
  const rows: CheckedRow<C, R>[] = [];
  const seen = new Set<string>();
  for (let start = 0; start < data.length; start += CHUNK) {
    for (const [offset, raw] of data.slice(start, start + CHUNK).entries()) {
      const cells = Object.fromEntries(spec.columns.map((c) => [c, ''])) as Record<C, string>;
      columns.forEach((column, index) => {
        if (column) cells[column] = raw[index] ?? '';
      });
      const key = JSON.stringify(spec.columns.map((column) => foldCell(cells[column])));
      if (seen.has(key)) {
        const column = spec.columns[0] as C;
        rows.push({
          line: start + offset + 2,
          cells,
          row: null,
          errors: [{ column, code: 'validation.duplicateRow' }],
        });
      } else {
        seen.add(key);
        rows.push({ line: start + offset + 2, cells, ...spec.checkRow(cells) });
      }
    }
    onProgress(Math.min(1, (start + CHUNK) / Math.max(1, data.length)));
    await breathe();
  }
  spec.checkAcross?.(rows);
  return { missingColumns, rows };
}

/** CSV text (UTF-8 BOM, CRLF) of the lines with errors: line, column, value and message. */
export function errorReport<C extends string>(
  rows: CheckedRow<C, unknown>[],
  headers: { line: string; column: string; value: string; message: string },
  columnName: (column: C) => string,
  message: (error: CellError<C>) => string,
): string {
  const quote = (text: string) => {
    const safe = /^[=@\t\r]/.test(text) || /^[+-][^\d]/.test(text) ? `'${text}` : text;
    return /[",\r\n;]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
  };
  const lines = [[headers.line, headers.column, headers.value, headers.message].map(quote).join(',')];
  for (const row of rows) {
    for (const error of row.errors) {
      lines.push(
        [String(row.line), columnName(error.column), row.cells[error.column], message(error)]
          .map(quote)
          .join(','),
      );
    }
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

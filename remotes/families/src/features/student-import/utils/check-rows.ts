import {
  IMPORT_COLUMN_ALIASES,
  IMPORT_COLUMNS,
  type ImportColumn,
  type StudentImportRow,
  studentImportRowSchema,
} from '@rihla/shared/contracts/student-import';
import { foldSearchText } from '@rihla/shared/format/fold-search';
import type { Table } from './read-table';

export const REQUIRED_COLUMNS: ImportColumn[] = ['nameAr', 'nameEn', 'school', 'grade'];

export interface CellError {
  column: ImportColumn;
  /** A message key (`validation.*`, `families.*`), translated where it is shown. */
  code: string;
}

export interface CheckedRow {
  /** Line in the file (the header is line 1). */
  line: number;
  cells: Record<ImportColumn, string>;
  row: StudentImportRow | null;
  errors: CellError[];
}

export interface CheckResult {
  /** Required columns the header row lacks (nothing else is checked then). */
  missingColumns: ImportColumn[];
  rows: CheckedRow[];
}

interface SchoolRef {
  id: string;
  nameAr: string;
  nameEn: string;
}

const fold = (text: string) => foldSearchText(text.trim()).replace(/\s+/g, ' ');

/** Which column each header cell is, by its English key or Arabic name (any spelling of it). */
export function mapHeader(header: string[]): (ImportColumn | null)[] {
  const names = new Map<string, ImportColumn>();
  for (const column of IMPORT_COLUMNS) {
    names.set(fold(column), column);
    for (const alias of IMPORT_COLUMN_ALIASES[column]) names.set(fold(alias), column);
  }
  return header.map((cell) => names.get(fold(cell)) ?? null);
}

function schoolFinder(schools: SchoolRef[]) {
  const byKey = new Map<string, string>();
  for (const school of schools) {
    byKey.set(school.id.toLowerCase(), school.id);
    byKey.set(fold(school.nameAr), school.id);
    byKey.set(fold(school.nameEn), school.id);
  }
  return (cell: string) => byKey.get(fold(cell)) ?? byKey.get(cell.trim().toLowerCase()) ?? null;
}

const number = (cell: string) =>
  cell === '' ? undefined : Number(cell.replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x660)));
const orNull = (cell: string) => (cell === '' ? null : cell);

/** One data row checked against the contract the API applies; the school is matched by name or id. */
export function checkRow(
  cells: Record<ImportColumn, string>,
  line: number,
  findSchool: (cell: string) => string | null,
): CheckedRow {
  const schoolId = cells.school ? findSchool(cells.school) : null;
  const input = {
    nameAr: cells.nameAr,
    nameEn: cells.nameEn,
    schoolId: schoolId ?? '',
    grade: number(cells.grade),
    homeLat: cells.homeLat === '' ? null : number(cells.homeLat),
    homeLng: cells.homeLng === '' ? null : number(cells.homeLng),
    specialNeeds: cells.specialNeeds,
    parentName: cells.parentName,
    parentPhone: orNull(cells.parentPhone),
  };
  const errors: CellError[] = [];
  if (!cells.school) errors.push({ column: 'school', code: 'validation.required' });
  else if (!schoolId) errors.push({ column: 'school', code: 'families.unknownSchool' });
  const parsed = studentImportRowSchema.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '');
      if (field === 'schoolId') continue;
      const column = (IMPORT_COLUMNS as readonly string[]).includes(field)
        ? (field as ImportColumn)
        : 'nameAr';
      if (!errors.some((e) => e.column === column)) errors.push({ column, code: issue.message });
    }
  }
  return { line, cells, row: errors.length === 0 && parsed.success ? parsed.data : null, errors };
}

/** Lets the browser paint (the progress bar) between chunks of work. */
const breathe = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
const CHUNK = 250;

/**
 * Checks every data row of the table, a chunk at a time so 5 000 rows never freeze the page;
 * `onProgress` gets the fraction done.
 */
export async function checkTable(
  table: Table,
  schools: SchoolRef[],
  onProgress: (fraction: number) => void,
): Promise<CheckResult> {
  const [header = [], ...data] = table;
  const columns = mapHeader(header);
  const missingColumns = REQUIRED_COLUMNS.filter((column) => !columns.includes(column));
  if (missingColumns.length > 0) return { missingColumns, rows: [] };
  const findSchool = schoolFinder(schools);
  const rows: CheckedRow[] = [];
  for (let start = 0; start < data.length; start += CHUNK) {
    for (const [offset, raw] of data.slice(start, start + CHUNK).entries()) {
      const cells = Object.fromEntries(IMPORT_COLUMNS.map((c) => [c, ''])) as Record<ImportColumn, string>;
      columns.forEach((column, index) => {
        if (column) cells[column] = raw[index] ?? '';
      });
      rows.push(checkRow(cells, start + offset + 2, findSchool));
    }
    onProgress(Math.min(1, (start + CHUNK) / Math.max(1, data.length)));
    await breathe();
  }
  return { missingColumns, rows };
}

/** CSV text (UTF-8 BOM, CRLF) of the rows with errors: line, column, value and message. */
export function errorReport(
  rows: CheckedRow[],
  headers: { line: string; column: string; value: string; message: string },
  columnName: (column: ImportColumn) => string,
  message: (code: string) => string,
): string {
  const quote = (text: string) => {
    const safe = /^[=@\t\r]/.test(text) || /^[+-][^\d]/.test(text) ? `'${text}` : text;
    return /[",\r\n;]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
  };
  const lines = [[headers.line, headers.column, headers.value, headers.message].map(quote).join(',')];
  for (const row of rows) {
    for (const error of row.errors) {
      lines.push(
        [String(row.line), columnName(error.column), row.cells[error.column], message(error.code)]
          .map(quote)
          .join(','),
      );
    }
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

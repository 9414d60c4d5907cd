import type { Texts } from '@rihla/shared/i18n/labels';
import type { Locale } from '@rihla/shared/routes/route-table';

export type { Texts };

/** How a spreadsheet should hold a cell: text (phones, codes, names), a count, or riyals. */
export type CellKind = 'text' | 'count' | 'money';

export type CellValue = string | number | null | undefined;

/** The reader of an export: their language and the operators' time zone. */
export interface ExportContext {
  locale: Locale;
  timeZone: string;
}

export interface ExportColumn<T> {
  /** The column's title as the operator sees it on the screen, in both languages. */
  header: Texts;
  kind: CellKind;
  value(row: T, context: ExportContext): CellValue;
}

/** One export: the file's name (without extension) and sheet, and its columns in screen order. */
export interface ExportSpec<T> {
  filename: string;
  sheet: Texts;
  columns: ExportColumn<T>[];
}

/** Names, codes, phones and dates: kept as text, never turned into numbers or formulas. */
export function textColumn<T>(header: Texts, value: (row: T) => string | null | undefined): ExportColumn<T> {
  return { header, kind: 'text', value };
}

/** A text stored in both languages (a school's name): the reader's one. */
export function localizedColumn<T>(header: Texts, value: (row: T) => Texts): ExportColumn<T> {
  return { header, kind: 'text', value: (row, { locale }) => value(row)[locale] || value(row).ar };
}

export function countColumn<T>(header: Texts, value: (row: T) => number | null | undefined): ExportColumn<T> {
  return { header, kind: 'count', value };
}

/** Money is stored in halalas; a spreadsheet user reads riyals with two decimals. */
export function moneyColumn<T>(
  header: Texts,
  halalas: (row: T) => number | null | undefined,
): ExportColumn<T> {
  return {
    header,
    kind: 'money',
    value: (row) => {
      const amount = halalas(row);
      return amount === null || amount === undefined ? null : amount / 100;
    },
  };
}

/** An enum shown by its label, as the screen shows it (a value without a label stays as stored). */
export function choiceColumn<T, E extends string>(
  header: Texts,
  labels: Record<E, Texts>,
  value: (row: T) => E | null | undefined,
): ExportColumn<T> {
  return {
    header,
    kind: 'text',
    value: (row, { locale }) => {
      const key = value(row);
      return key ? (labels[key]?.[locale] ?? key) : null;
    },
  };
}

const YES_NO: Record<'yes' | 'no', Texts> = { yes: { ar: 'نعم', en: 'Yes' }, no: { ar: 'لا', en: 'No' } };

export function yesNoColumn<T>(header: Texts, value: (row: T) => boolean): ExportColumn<T> {
  return choiceColumn(header, YES_NO, (row) => (value(row) ? 'yes' : 'no'));
}

/** A moment stored in UTC, written as the operators' wall-clock time (`YYYY-MM-DD HH:mm`). */
export function momentColumn<T>(
  header: Texts,
  value: (row: T) => string | null | undefined,
): ExportColumn<T> {
  return {
    header,
    kind: 'text',
    value: (row, { timeZone }) => {
      const iso = value(row);
      return iso ? wallClock(new Date(iso), timeZone) : null;
    },
  };
}

function wallClock(moment: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(moment);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}

/** The id column every export ends with, so a row can be found again. */
export function idColumn<T extends { id: string }>(): ExportColumn<T> {
  return textColumn({ ar: 'المعرّف', en: 'ID' }, (row) => row.id);
}

/** A record named in both languages (a school, a stop, a package) as a `Texts`. */
export function namesOf(named: { nameAr: string; nameEn: string | null }): Texts {
  return { ar: named.nameAr, en: named.nameEn ?? '' };
}

import {
  CALENDAR_IMPORT_ALIASES,
  CALENDAR_IMPORT_COLUMNS,
  type CalendarImportColumn,
  type CalendarPeriodInput,
  calendarPeriodInputSchema,
} from '@rihla/shared/contracts/school-calendar';
import { readEitherCalendar } from '@rihla/shared/format/hijri';
import {
  type CellError,
  type CheckedRow,
  foldCell,
  type ImportSpec,
  issuesToCellErrors,
} from '@rihla/shared/import/check-table';

type Span = { startDate: string; endDate: string };

/** The kind as the file may write it: the English key or word, or the Arabic one. */
const KIND_WORDS = new Map<string, string>([
  ['term', 'term'],
  ['holiday', 'holiday'],
  [foldCell('فصل'), 'term'],
  [foldCell('فصل دراسي'), 'term'],
  [foldCell('إجازة'), 'holiday'],
  [foldCell('عطلة'), 'holiday'],
]);

const columnOf = (field: string) =>
  (CALENDAR_IMPORT_COLUMNS as readonly string[]).includes(field) ? (field as CalendarImportColumn) : null;

const overlaps = (a: Span, b: Span) => a.startDate <= b.endDate && b.startDate <= a.endDate;
const within = (inner: Span, outer: Span) =>
  outer.startDate <= inner.startDate && inner.endDate <= outer.endDate;

function refuse(
  line: CheckedRow<CalendarImportColumn, CalendarPeriodInput>,
  code: string,
): CheckedRow<CalendarImportColumn, CalendarPeriodInput> {
  line.row = null;
  line.errors.push({ column: 'startDate', code });
  return line;
}

/**
 * The calendar import: each line's dates read in Hijri (Umm al-Qura) or Gregorian and checked
 * against the contract, then the calendar's two rules across the file and the calendar already
 * saved (`existing`), as the API applies them: terms do not overlap, every holiday lies in a term.
 */
export function calendarImportSpec(
  existing: readonly (Span & { kind: 'term' | 'holiday' })[],
): ImportSpec<CalendarImportColumn, CalendarPeriodInput> {
  return {
    columns: CALENDAR_IMPORT_COLUMNS,
    aliases: CALENDAR_IMPORT_ALIASES,
    required: CALENDAR_IMPORT_COLUMNS,
    checkRow(cells) {
      const errors: CellError<CalendarImportColumn>[] = [];
      const dateOf = (column: 'startDate' | 'endDate') => {
        const read = readEitherCalendar(cells[column]);
        if ('iso' in read) return read.iso;
        errors.push({ column, code: cells[column].trim() === '' ? 'validation.required' : read.problem });
        return '';
      };
      const startDate = dateOf('startDate');
      const endDate = dateOf('endDate');
      const parsed = calendarPeriodInputSchema.safeParse({
        kind: KIND_WORDS.get(foldCell(cells.kind)) ?? cells.kind,
        nameAr: cells.nameAr,
        nameEn: cells.nameEn,
        startDate,
        endDate,
      });
      if (!parsed.success) issuesToCellErrors(parsed.error.issues, columnOf, 'kind', errors);
      return { row: errors.length === 0 && parsed.success ? parsed.data : null, errors };
    },
    checkAcross(rows) {
      const terms: Span[] = existing.filter((period) => period.kind === 'term');
      for (const line of rows) {
        if (line.row?.kind !== 'term') continue;
        const term = line.row;
        if (terms.some((other) => overlaps(other, term))) refuse(line, 'calendar.termsOverlap');
        else terms.push(term);
      }
      for (const line of rows) {
        const holiday = line.row;
        if (holiday?.kind === 'holiday' && !terms.some((term) => within(holiday, term)))
          refuse(line, 'calendar.holidayOutsideTerms');
      }
    },
  };
}

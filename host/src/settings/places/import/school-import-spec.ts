import {
  SCHOOL_IMPORT_ALIASES,
  SCHOOL_IMPORT_COLUMNS,
  type SchoolImportColumn,
} from '@rihla/shared/contracts/place-import';
import { SCHOOL_GENDERS, type SchoolInput, schoolInputSchema } from '@rihla/shared/contracts/schools';
import { latinDigits } from '@rihla/shared/format/digits';
import {
  type CellError,
  foldCell,
  type ImportSpec,
  issuesToCellErrors,
  numberCell,
} from '@rihla/shared/import/check-table';

const REQUIRED: SchoolImportColumn[] = ['nameAr', 'nameEn', 'gender', 'startTime', 'endTime', 'lat', 'lng'];

/** The gender as the file may write it: the English key or the Arabic word (any spelling). */
const GENDER_WORDS = new Map<string, string>([
  ...SCHOOL_GENDERS.map((gender) => [gender, gender] as const),
  [foldCell('بنين'), 'boys'],
  [foldCell('بنات'), 'girls'],
  [foldCell('مختلطة'), 'mixed'],
  [foldCell('مختلط'), 'mixed'],
]);

const KINDERGARTEN = new Set([foldCell('روضة'), 'kg']);

/** "1-6", "1,2,3", "KG 1 2" or "روضة، 1": the grades as numbers; null when a part is not a grade. */
export function gradesCell(cell: string): number[] | null {
  const grades: number[] = [];
  for (const part of cell.split(/[,،;\s]+/).filter(Boolean)) {
    const range = /^(\d+)-(\d+)$/.exec(latinDigits(part));
    if (range) {
      for (let grade = Number(range[1]); grade <= Number(range[2]); grade++) grades.push(grade);
    } else if (KINDERGARTEN.has(foldCell(part))) grades.push(0);
    else {
      const grade = numberCell(part);
      if (grade === undefined || !Number.isInteger(grade)) return null;
      grades.push(grade);
    }
  }
  return grades;
}

/** "6:45" is "06:45": spreadsheets drop the leading zero. */
const timeCell = (cell: string) => (/^\d:\d\d$/.test(cell.trim()) ? `0${cell.trim()}` : cell.trim());
const orNull = (cell: string) => (cell.trim() === '' ? null : cell);
const columnOf = (field: string) =>
  (SCHOOL_IMPORT_COLUMNS as readonly string[]).includes(field) ? (field as SchoolImportColumn) : null;

/** The schools import: each line checked against the contract the API applies. */
export const SCHOOL_IMPORT_SPEC: ImportSpec<SchoolImportColumn, SchoolInput> = {
  columns: SCHOOL_IMPORT_COLUMNS,
  aliases: SCHOOL_IMPORT_ALIASES,
  required: REQUIRED,
  checkRow(cells) {
    const errors: CellError<SchoolImportColumn>[] = [];
    const grades = gradesCell(cells.grades);
    if (grades === null) errors.push({ column: 'grades', code: 'validation.grade' });
    const parsed = schoolInputSchema.safeParse({
      nameAr: cells.nameAr,
      nameEn: cells.nameEn,
      gender: GENDER_WORDS.get(foldCell(cells.gender)) ?? cells.gender,
      grades: grades ?? [],
      startTime: timeCell(cells.startTime),
      endTime: timeCell(cells.endTime),
      lat: numberCell(cells.lat),
      lng: numberCell(cells.lng),
      address: orNull(cells.address),
      phone: orNull(cells.phone),
    });
    if (!parsed.success) issuesToCellErrors(parsed.error.issues, columnOf, 'nameAr', errors);
    return { row: errors.length === 0 && parsed.success ? parsed.data : null, errors };
  },
};

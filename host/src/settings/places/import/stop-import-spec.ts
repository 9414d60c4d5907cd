import {
  STOP_IMPORT_ALIASES,
  STOP_IMPORT_COLUMNS,
  type StopImportColumn,
} from '@rihla/shared/contracts/place-import';
import { type StopInput, stopInputSchema } from '@rihla/shared/contracts/stops';
import {
  type CellError,
  foldCell,
  type ImportSpec,
  issuesToCellErrors,
  numberCell,
} from '@rihla/shared/import/check-table';

const REQUIRED: StopImportColumn[] = ['nameAr', 'nameEn', 'lat', 'lng'];

interface SchoolRef {
  id: string;
  nameAr: string;
  nameEn: string;
}

const orNull = (cell: string) => (cell.trim() === '' ? null : cell);
const columnOf = (field: string): StopImportColumn | null =>
  field === 'schoolIds'
    ? 'schools'
    : (STOP_IMPORT_COLUMNS as readonly string[]).includes(field)
      ? (field as StopImportColumn)
      : null;

/**
 * The stops import: each line checked against the contract the API applies; the schools served
 * are named in either language (any spelling), separated by `;` or `؛`.
 */
export function stopImportSpec(schools: SchoolRef[]): ImportSpec<StopImportColumn, StopInput> {
  const byName = new Map<string, string>();
  for (const school of schools) {
    byName.set(foldCell(school.nameAr), school.id);
    byName.set(foldCell(school.nameEn), school.id);
  }
  return {
    columns: STOP_IMPORT_COLUMNS,
    aliases: STOP_IMPORT_ALIASES,
    required: REQUIRED,
    checkRow(cells) {
      const errors: CellError<StopImportColumn>[] = [];
      const names = cells.schools.split(/[;؛]/).map(foldCell).filter(Boolean);
      const schoolIds = names.flatMap((name) => byName.get(name) ?? []);
      if (schoolIds.length !== names.length)
        errors.push({ column: 'schools', code: 'families.unknownSchool' });
      const parsed = stopInputSchema.safeParse({
        nameAr: cells.nameAr,
        nameEn: cells.nameEn,
        district: orNull(cells.district),
        lat: numberCell(cells.lat),
        lng: numberCell(cells.lng),
        notes: orNull(cells.notes),
        schoolIds,
      });
      if (!parsed.success) issuesToCellErrors(parsed.error.issues, columnOf, 'nameAr', errors);
      return { row: errors.length === 0 && parsed.success ? parsed.data : null, errors };
    },
  };
}

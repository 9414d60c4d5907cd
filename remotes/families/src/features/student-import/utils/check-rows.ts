import type { SchoolGender } from '@rihla/shared/contracts/schools';
import {
  genderOfCell,
  IMPORT_COLUMN_ALIASES,
  IMPORT_COLUMNS,
  type ImportColumn,
  type StudentImportRow,
  studentImportRowSchema,
} from '@rihla/shared/contracts/student-import';
import { genderFitsSchool } from '@rihla/shared/contracts/students';
import {
  type CellError,
  type CheckedRow,
  foldCell,
  type ImportSpec,
  issuesToCellErrors,
  numberCell,
} from '@rihla/shared/import/check-table';

/** The English name is optional (an Arabic-only roster imports; it starts as the Arabic name). */
const REQUIRED_COLUMNS: ImportColumn[] = ['nameAr', 'school', 'grade'];

interface NamedRef {
  id: string;
  nameAr: string;
  nameEn: string;
}

interface SchoolRef extends NamedRef {
  gender: SchoolGender;
}

/** What a package or stop cell may name: the packages open to new riders and every stop. */
export interface ImportPlaces {
  packages: readonly NamedRef[];
  stops: readonly NamedRef[];
}

/** Finds a record by its name in either language (any spelling) or its code (the id). */
function finder(records: readonly NamedRef[]) {
  const byKey = new Map<string, string>();
  for (const record of records) {
    byKey.set(record.id.toLowerCase(), record.id);
    byKey.set(foldCell(record.nameAr), record.id);
    byKey.set(foldCell(record.nameEn), record.id);
  }
  return (cell: string) => byKey.get(foldCell(cell)) ?? byKey.get(cell.trim().toLowerCase()) ?? null;
}

/** An optional reference cell: empty is null, a name nobody has is `unknown` (an error on its column). */
function optionalRef(
  cell: string,
  find: (cell: string) => string | null,
  column: ImportColumn,
  code: string,
  errors: CellError<ImportColumn>[],
): string | null {
  if (cell.trim() === '') return null;
  const id = find(cell);
  if (!id) errors.push({ column, code });
  return id;
}

const orNull = (cell: string) => (cell === '' ? null : cell);
/** The contract's fields that the file writes as names: the package and stop columns. */
const FIELD_COLUMNS: Record<string, ImportColumn> = {
  schoolId: 'school',
  packageId: 'package',
  stopId: 'stop',
};
const columnOf = (field: string) =>
  FIELD_COLUMNS[field] ??
  ((IMPORT_COLUMNS as readonly string[]).includes(field) ? (field as ImportColumn) : null);

/** One card, one student: a card number given again further down the file is an error on that row. */
function refuseRepeatedCards(rows: CheckedRow<ImportColumn, StudentImportRow>[]) {
  const seen = new Set<string>();
  for (const checked of rows) {
    const card = checked.row?.cardNumber;
    if (!card) continue;
    if (seen.has(card)) {
      checked.errors.push({ column: 'cardNumber', code: 'validation.cardNumberRepeated' });
      checked.row = null;
    }
    seen.add(card);
  }
}

/**
 * The student import: the file's columns, and each line checked against the contract the API
 * applies; the school, package and stop are matched by their name in either language (any
 * spelling) or their code (id).
 */
export function studentImportSpec(
  schools: SchoolRef[],
  places: ImportPlaces = { packages: [], stops: [] },
): ImportSpec<ImportColumn, StudentImportRow> {
  const findSchool = finder(schools);
  const findPackage = finder(places.packages);
  const findStop = finder(places.stops);
  const genderOf = new Map(schools.map((s) => [s.id, s.gender]));
  return {
    columns: IMPORT_COLUMNS,
    aliases: IMPORT_COLUMN_ALIASES,
    required: REQUIRED_COLUMNS,
    checkRow(cells) {
      const schoolId = cells.school ? findSchool(cells.school) : null;
      const errors: CellError<ImportColumn>[] = [];
      if (!cells.school) errors.push({ column: 'school', code: 'validation.required' });
      else if (!schoolId) errors.push({ column: 'school', code: 'families.unknownSchool' });
      const gender = genderOfCell(cells.gender);
      if (gender === undefined) errors.push({ column: 'gender', code: 'validation.choice' });
      else if (schoolId && !genderFitsSchool(gender, genderOf.get(schoolId) ?? 'mixed'))
        errors.push({ column: 'gender', code: 'students.genderMismatch' });
      const packageId = optionalRef(cells.package, findPackage, 'package', 'families.unknownPackage', errors);
      const stopId = optionalRef(cells.stop, findStop, 'stop', 'families.unknownStop', errors);
      const parsed = studentImportRowSchema.safeParse({
        nameAr: cells.nameAr,
        nameEn: cells.nameEn,
        schoolId: schoolId ?? '',
        grade: numberCell(cells.grade),
        gender: gender ?? null,
        homeLat: cells.homeLat === '' ? null : numberCell(cells.homeLat),
        homeLng: cells.homeLng === '' ? null : numberCell(cells.homeLng),
        specialNeeds: cells.specialNeeds,
        parentName: cells.parentName,
        parentPhone: orNull(cells.parentPhone),
        parentEmail: cells.parentEmail,
        cardNumber: orNull(cells.cardNumber.trim()),
        packageId,
        stopId,
      });
      if (!parsed.success) {
        const issues = parsed.error.issues.filter((issue) => issue.path[0] !== 'schoolId');
        issuesToCellErrors(issues, columnOf, 'nameAr', errors);
      }
      return { row: errors.length === 0 && parsed.success ? parsed.data : null, errors };
    },
    columnOfField: columnOf,
    checkAcross: refuseRepeatedCards,
  };
}

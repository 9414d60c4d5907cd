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

interface SchoolRef {
  id: string;
  nameAr: string;
  nameEn: string;
  gender: SchoolGender;
}

function schoolFinder(schools: SchoolRef[]) {
  const byKey = new Map<string, string>();
  for (const school of schools) {
    byKey.set(school.id.toLowerCase(), school.id);
    byKey.set(foldCell(school.nameAr), school.id);
    byKey.set(foldCell(school.nameEn), school.id);
  }
  return (cell: string) => byKey.get(foldCell(cell)) ?? byKey.get(cell.trim().toLowerCase()) ?? null;
}

const orNull = (cell: string) => (cell === '' ? null : cell);
const columnOf = (field: string) =>
  (IMPORT_COLUMNS as readonly string[]).includes(field) ? (field as ImportColumn) : null;

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
 * applies; the school is matched by its name in either language (any spelling) or its id.
 */
export function studentImportSpec(schools: SchoolRef[]): ImportSpec<ImportColumn, StudentImportRow> {
  const findSchool = schoolFinder(schools);
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
        cardNumber: orNull(cells.cardNumber.trim()),
      });
      if (!parsed.success) {
        const issues = parsed.error.issues.filter((issue) => issue.path[0] !== 'schoolId');
        issuesToCellErrors(issues, columnOf, 'nameAr', errors);
      }
      return { row: errors.length === 0 && parsed.success ? parsed.data : null, errors };
    },
    checkAcross: refuseRepeatedCards,
  };
}

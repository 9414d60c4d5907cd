import { SCHOOL_IMPORT_COLUMNS, STOP_IMPORT_COLUMNS } from '@rihla/shared/contracts/place-import';
import { withLabels } from '@rihla/shared/i18n/labels';
import { PLACES_LABELS } from '@rihla/shared/i18n/messages/places';
import { checkTable, mapHeader } from '@rihla/shared/import/check-table';
import ar from '../../../i18n/locales/ar.json';
import en from '../../../i18n/locales/en.json';
import { gradesCell, SCHOOL_IMPORT_SPEC } from './school-import-spec';
import { stopImportSpec } from './stop-import-spec';

const SCHOOLS = [
  { id: '5b0e8f0a-2c1d-4e6f-8a9b-0c1d2e3f4a5b', nameAr: 'مدارس الأندلس', nameEn: 'Al-Andalus Schools' },
];
const noProgress = () => undefined;

/** The settings texts as the console has them, in each language. */
const TEXTS = { ar: withLabels(ar, PLACES_LABELS.ar), en: withLabels(en, PLACES_LABELS.en) };

describe('the headers the help and template show', () => {
  it('are read back as their columns, in Arabic and in English, and so are the old keys', () => {
    const stops = stopImportSpec([]);
    for (const texts of Object.values(TEXTS)) {
      const schoolNames: Record<string, string> = texts.schools.fields;
      const stopNames: Record<string, string> = texts.stops.fields;
      const schoolHeader = SCHOOL_IMPORT_COLUMNS.map((column) => schoolNames[column] ?? column);
      const stopHeader = STOP_IMPORT_COLUMNS.map((column) => stopNames[column] ?? column);
      expect(mapHeader(SCHOOL_IMPORT_SPEC, schoolHeader)).toEqual([...SCHOOL_IMPORT_COLUMNS]);
      expect(mapHeader(stops, stopHeader)).toEqual([...STOP_IMPORT_COLUMNS]);
      // Every column has its own name: none falls back to its key.
      expect(
        schoolHeader.filter((name) => (SCHOOL_IMPORT_COLUMNS as readonly string[]).includes(name)),
      ).toEqual([]);
      expect(stopHeader.filter((name) => (STOP_IMPORT_COLUMNS as readonly string[]).includes(name))).toEqual(
        [],
      );
    }
    expect(mapHeader(SCHOOL_IMPORT_SPEC, [...SCHOOL_IMPORT_COLUMNS])).toEqual([...SCHOOL_IMPORT_COLUMNS]);
    expect(mapHeader(stops, [...STOP_IMPORT_COLUMNS])).toEqual([...STOP_IMPORT_COLUMNS]);
  });
});

describe('the schools import', () => {
  it('reads Arabic headers, gender words and grade ranges, and pads a time a spreadsheet shortened', async () => {
    const result = await checkTable(
      SCHOOL_IMPORT_SPEC,
      [
        [
          'الاسم بالعربية',
          'الاسم بالإنجليزية',
          'الفئة',
          'الصفوف',
          'بداية الدوام',
          'نهاية الدوام',
          'خط العرض',
          'خط الطول',
        ],
        ['ابتدائية الملك فهد', 'King Fahd Primary', 'بنات', 'روضة، 1-3', '6:45', '12:30', '٢٤٫٧', '46.7'],
      ],
      noProgress,
    );
    expect(result.missingColumns).toEqual([]);
    expect(result.rows[0]).toMatchObject({
      errors: [],
      row: { gender: 'girls', grades: [0, 1, 2, 3], startTime: '06:45', endTime: '12:30', lng: 46.7 },
    });
  });

  it('names each wrong cell, and a line that repeats another is reported once as a duplicate', async () => {
    const header = ['nameAr', 'nameEn', 'gender', 'grades', 'startTime', 'endTime', 'lat', 'lng'];
    const good = ['مدرسة الرواد', 'Al-Rowad School', 'boys', '1-6', '06:45', '12:30', '24.7', '46.7'];
    const result = await checkTable(
      SCHOOL_IMPORT_SPEC,
      [header, good, [...good], ['م', 'X School', 'adults', 'first', '25:00', '12:30', '95', '46.7']],
      noProgress,
    );
    expect(result.rows.map((r) => r.row !== null)).toEqual([true, false, false]);
    expect(result.rows[1]!.errors).toEqual([{ column: 'nameAr', code: 'validation.duplicateRow' }]);
    expect(result.rows[2]!.errors.map((e) => `${e.column}: ${e.code}`).sort()).toEqual([
      'gender: validation.choice',
      'grades: validation.grade',
      'lat: validation.latitude',
      'nameAr: validation.tooShort',
      'startTime: validation.timeOfDay',
    ]);
  });

  it('names the required columns a file lacks', async () => {
    const result = await checkTable(SCHOOL_IMPORT_SPEC, [['nameAr', 'nameEn', 'lat', 'lng']], noProgress);
    expect(result.missingColumns).toEqual(['gender', 'startTime', 'endTime']);
  });

  it('reads grades written several ways', () => {
    expect(gradesCell('')).toEqual([]);
    expect(gradesCell('KG,1 2')).toEqual([0, 1, 2]);
    expect(gradesCell('7-9')).toEqual([7, 8, 9]);
    expect(gradesCell('first')).toBeNull();
  });
});

describe('the stops import', () => {
  it('finds the schools served by name in either language, and refuses one that does not exist', async () => {
    const result = await checkTable(
      stopImportSpec(SCHOOLS),
      [
        ['nameAr', 'nameEn', 'lat', 'lng', 'المدارس'],
        ['بوابة الياسمين', 'Al-Yasmin Gate', '24.82', '46.64', 'مدارس الاندلس؛ Al-Andalus Schools'],
        ['مسجد الحي', 'District Mosque', '24.81', '46.65', 'مدرسة غير موجودة'],
      ],
      noProgress,
    );
    expect(result.rows[0]).toMatchObject({ errors: [], row: { schoolIds: [SCHOOLS[0]!.id] } });
    expect(result.rows[1]!.errors).toEqual([{ column: 'schools', code: 'families.unknownSchool' }]);
  });
});

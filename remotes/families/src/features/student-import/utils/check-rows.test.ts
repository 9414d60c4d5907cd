import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { validationMessage } from '@rihla/shared/i18n/validation-messages';
import { checkTable, errorReport, mapHeader } from '@rihla/shared/import/check-table';
import { readTable } from '@rihla/shared/import/read-table';
import ar from '../../../i18n/ar.json';
import en from '../../../i18n/en.json';
import { studentImportSpec } from './check-rows';

const SCHOOLS = [
  {
    id: '5b1c1a52-2b1e-4d0a-9c57-1f0e8b7a6d10',
    nameAr: 'ابتدائية الملك فهد',
    nameEn: 'King Fahd Primary School',
    gender: 'mixed' as const,
  },
];

const SPEC = studentImportSpec(SCHOOLS);

const PACKAGE = {
  id: '6b1c1a52-2b1e-4d0a-9c57-1f0e8b7a6d20',
  nameAr: 'باقة الفصل الدراسي',
  nameEn: 'Term package',
};
const STOP = {
  id: '7b1c1a52-2b1e-4d0a-9c57-1f0e8b7a6d30',
  nameAr: 'بوابة مجمع الياسمين',
  nameEn: 'Al-Yasmin gate',
};
const WITH_PLACES = studentImportSpec(SCHOOLS, { packages: [PACKAGE], stops: [STOP] });

describe('student import checks', () => {
  it('reads English and Arabic headers', () => {
    expect(mapHeader(SPEC, ['nameAr', 'الاسم بالإنجليزية', 'المدرسة', 'الصف', 'notes'])).toEqual([
      'nameAr',
      'nameEn',
      'school',
      'grade',
      null,
    ]);
  });

  it('reads the headers the help and template show, in Arabic and in English, and the old keys', () => {
    for (const messages of [ar, en]) {
      const headers = Object.values(messages.import.columns);
      expect(mapHeader(SPEC, headers)).toEqual(Object.keys(messages.import.columns));
    }
    expect(mapHeader(SPEC, ['parentEmail', 'package', 'stop', 'packageId', 'stopId'])).toEqual([
      'parentEmail',
      'package',
      'stop',
      'package',
      'stop',
    ]);
  });

  it("matches the package and stop by either language's name or code, and names an unknown one", async () => {
    const table = [
      [
        'الاسم بالعربية',
        'المدرسة',
        'الصف',
        'ولي الأمر',
        'جوال ولي الأمر',
        'بريد ولي الأمر',
        'الباقة',
        'المحطة',
      ],
      [
        'سارة خالد',
        'King Fahd Primary School',
        '٣',
        'خالد',
        '٠٥٥١٢٣٤٥٦٧',
        'Khalid@Example.com',
        'باقه الفصل الدراسي',
        'al-yasmin GATE',
      ],
      ['ريم خالد', 'King Fahd Primary School', '3', 'خالد', '0551234567', '', PACKAGE.id, STOP.id],
      ['نورة خالد', 'King Fahd Primary School', '3', 'خالد', '0551234567', 'not-an-email', 'Gold', 'Nowhere'],
      ['لمى فهد', 'King Fahd Primary School', '3', '', '', '', 'Term package', ''],
    ];
    const result = await checkTable(WITH_PLACES, table, () => undefined);
    expect(result.rows[0]).toMatchObject({
      errors: [],
      row: {
        grade: 3,
        parentPhone: '+966551234567',
        parentEmail: 'khalid@example.com',
        packageId: PACKAGE.id,
        stopId: STOP.id,
      },
    });
    expect(result.rows[1]).toMatchObject({
      errors: [],
      row: { parentEmail: null, packageId: PACKAGE.id, stopId: STOP.id },
    });
    expect(result.rows[2]!.errors).toEqual([
      { column: 'package', code: 'families.unknownPackage' },
      { column: 'stop', code: 'families.unknownStop' },
      { column: 'parentEmail', code: 'validation.email', limits: {} },
    ]);
    expect(result.rows[3]!.errors).toEqual([
      { column: 'package', code: 'families.packageNeedsParent', limits: {} },
    ]);
    const report = errorReport(
      result.rows.filter((r) => r.row === null),
      { line: 'Line', column: 'Column', value: 'Value', message: 'Error' },
      (c) => en.import.columns[c],
      (error) => validationMessage(error.code, 'en', error.limits),
    );
    expect(report.split('\r\n').slice(1, 3)).toEqual([
      '4,Package,Gold,No available package has this name or code',
      '4,Stop,Nowhere,No stop has this name or code',
    ]);
  });

  it('names a student the school does not take, and a gender it cannot read, on the gender column', async () => {
    const boys = studentImportSpec([{ ...SCHOOLS[0]!, gender: 'boys' }]);
    const csv = [
      'nameAr,school,grade,الجنس',
      'سارة خالد,King Fahd Primary School,3,طالبة',
      'سعد خالد,King Fahd Primary School,3,ذكر',
      'فهد علي,King Fahd Primary School,3,',
      'علي فهد,King Fahd Primary School,3,x',
    ].join('\n');
    const table = await readTable(new File([csv], 'students.csv', { type: 'text/csv' }), () => {});
    const result = await checkTable(boys, table, () => {});
    expect(result.rows.map((r) => r.errors)).toEqual([
      [{ column: 'gender', code: 'students.genderMismatch' }],
      [],
      [],
      [{ column: 'gender', code: 'validation.choice' }],
    ]);
    expect(result.rows.map((r) => r.row?.gender)).toEqual([undefined, 'boy', null, undefined]);
  });

  it('reads a CSV in chunks and checks each row, matching the school by any spelling', async () => {
    const csv = [
      '\uFEFFnameAr,nameEn,school,grade,homeLat,homeLng,parentName,parentPhone',
      'سارة خالد,Sarah Khalid,ابتدائيه الملك فهد,3,24.7,46.7,خالد,0551234567',
      'ر,Reem,King Fahd Primary School,13,,,,',
      'نورة علي,Noura Ali,مدرسة غير موجودة,2,24.7,,,0551',
    ].join('\n');
    const fractions: number[] = [];
    const table = await readTable(new File([csv], 'students.csv', { type: 'text/csv' }), (f) =>
      fractions.push(f),
    );
    const result = await checkTable(SPEC, table, (f) => fractions.push(f));
    expect(fractions.at(-1)).toBe(1);
    expect(result.missingColumns).toEqual([]);
    const [good, bad, worse] = result.rows;
    expect(good).toMatchObject({
      line: 2,
      errors: [],
      row: { schoolId: SCHOOLS[0]!.id, grade: 3, parentPhone: '+966551234567' },
    });
    expect(bad!.errors).toEqual([
      { column: 'nameAr', code: 'validation.tooShort', limits: { min: 2 } },
      { column: 'grade', code: 'validation.between', limits: { min: 0, max: 12 } },
    ]);
    expect(worse!.errors.map((e) => e.column).sort()).toEqual([
      'homeLng',
      'parentName',
      'parentPhone',
      'school',
    ]);

    const report = errorReport(
      result.rows.filter((r) => r.row === null),
      { line: 'Line', column: 'Column', value: 'Value', message: 'Error' },
      (c) => c,
      (error) => validationMessage(error.code, 'en', error.limits),
    );
    expect(report.split('\r\n').slice(0, 3)).toEqual([
      '\uFEFFLine,Column,Value,Error',
      '3,nameAr,ر,At least 2 characters',
      '3,grade,13,Between 0 and 12',
    ]);
  });

  it('imports an Arabic-only roster: the English name is optional', async () => {
    const csv = [
      'الاسم بالعربية,المدرسة,الصف',
      'سارة خالد,ابتدائية الملك فهد,3',
      'نورة علي,ابتدائية الملك فهد,4',
    ].join('\n');
    const table = await readTable(new File([csv], 'roster.csv', { type: 'text/csv' }), () => undefined);
    const result = await checkTable(SPEC, table, () => undefined);
    expect(result.missingColumns).toEqual([]);
    expect(result.rows.map((r) => r.row)).toEqual([
      expect.objectContaining({ nameAr: 'سارة خالد', nameEn: null }),
      expect.objectContaining({ nameAr: 'نورة علي', nameEn: null }),
    ]);
  });

  it('reports a line that repeats an earlier one exactly, and sends it once', async () => {
    const line = ['سارة خالد', 'Sarah Khalid', 'King Fahd Primary School', '3'];
    const result = await checkTable(
      SPEC,
      [['nameAr', 'nameEn', 'school', 'grade'], line, [...line]],
      () => undefined,
    );
    expect(result.rows.map((r) => r.row !== null)).toEqual([true, false]);
    expect(result.rows[1]!.errors).toEqual([{ column: 'nameAr', code: 'validation.duplicateRow' }]);
  });

  it('reads rider card numbers under the Arabic header, in upper case, refusing a malformed or repeated one', async () => {
    const table = [
      ['الاسم بالعربية', 'الاسم بالإنجليزية', 'المدرسة', 'الصف', 'رقم البطاقة'],
      ['سارة خالد', 'Sarah Khalid', 'King Fahd Primary School', '3', ' 04a1b2c3 '],
      ['ريم علي', 'Reem Ali', 'King Fahd Primary School', '3', ''],
      ['نورة سعد', 'Noura Saad', 'King Fahd Primary School', '3', 'بطاقة ١'],
      ['لمى فهد', 'Lama Fahd', 'King Fahd Primary School', '3', '04A1B2C3'],
    ];
    const result = await checkTable(SPEC, table, () => undefined);
    expect(result.rows.map((r) => (r.row ? r.row.cardNumber : r.errors))).toMatchObject([
      '04A1B2C3',
      null,
      [{ column: 'cardNumber', code: 'validation.cardNumber' }],
      [{ column: 'cardNumber', code: 'validation.cardNumberRepeated' }],
    ]);
    const messages = (locale: 'ar' | 'en') =>
      errorReport(
        result.rows.filter((r) => r.row === null),
        { line: 'Line', column: 'Column', value: 'Value', message: 'Error' },
        (c) => c,
        (error) => validationMessage(error.code, locale, error.limits),
      )
        .split('\r\n')
        .slice(1, 3);
    expect(messages('en')).toEqual([
      '4,cardNumber,بطاقة ١,"A card number is Latin letters, digits and dashes only, like 04A1B2C3"',
      '5,cardNumber,04A1B2C3,This card number appears more than once in the file',
    ]);
    expect(messages('ar')[1]).toBe('5,cardNumber,04A1B2C3,رقم البطاقة مكرر في الملف');
  });

  it('names the required columns a file lacks', async () => {
    const result = await checkTable(SPEC, [['nameAr', 'grade']], () => undefined);
    expect(result.missingColumns).toEqual(['school']);
  });

  it('checks 5 000 rows in chunks, yielding to the page between them', async () => {
    const table = [['nameAr', 'nameEn', 'school', 'grade']];
    for (let i = 0; i < 5000; i += 1)
      table.push([`طالب ${i}`, `Student ${i}`, 'King Fahd Primary School', String(1 + (i % 12))]);
    let updates = 0;
    const result = await checkTable(SPEC, table, () => {
      updates += 1;
    });
    expect(result.rows.filter((r) => r.row !== null)).toHaveLength(5000);
    expect(updates).toBe(20);
  });
});

describe('student import from a spreadsheet', () => {
  it('reads an .xlsx file and checks its rows the same way', async () => {
    const bytes = readFileSync(join(__dirname, '../../../test/students.xlsx'));
    const table = await readTable(new File([bytes], 'students.xlsx'), () => undefined);
    expect(table[1]).toEqual(['لمى فهد', 'Lama Fahd', 'King Fahd Primary School', '2']);
    const result = await checkTable(SPEC, table, () => undefined);
    expect(result.rows.map((r) => r.errors)).toEqual([
      [],
      [{ column: 'grade', code: 'validation.between', limits: { min: 0, max: 12 } }],
    ]);
  });
});

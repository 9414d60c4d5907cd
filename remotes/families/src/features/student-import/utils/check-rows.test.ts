import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { validationMessage } from '@rihla/shared/i18n/validation-messages';
import { checkTable, errorReport, mapHeader } from './check-rows';
import { readTable } from './read-table';

const SCHOOLS = [
  {
    id: '5b1c1a52-2b1e-4d0a-9c57-1f0e8b7a6d10',
    nameAr: 'ابتدائية الملك فهد',
    nameEn: 'King Fahd Primary School',
  },
];

describe('student import checks', () => {
  it('reads English and Arabic headers', () => {
    expect(mapHeader(['nameAr', 'الاسم بالإنجليزية', 'المدرسة', 'الصف', 'notes'])).toEqual([
      'nameAr',
      'nameEn',
      'school',
      'grade',
      null,
    ]);
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
    const result = await checkTable(table, SCHOOLS, (f) => fractions.push(f));
    expect(fractions.at(-1)).toBe(1);
    expect(result.missingColumns).toEqual([]);
    const [good, bad, worse] = result.rows;
    expect(good).toMatchObject({
      line: 2,
      errors: [],
      row: { schoolId: SCHOOLS[0]!.id, grade: 3, parentPhone: '+966551234567' },
    });
    expect(bad!.errors).toEqual([
      { column: 'nameAr', code: 'validation.tooShort' },
      { column: 'grade', code: 'validation.max' },
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
      (code) => validationMessage(code, 'en'),
    );
    expect(report.split('\r\n').slice(0, 3)).toEqual([
      '\uFEFFLine,Column,Value,Error',
      '3,nameAr,ر,The text is too short',
      '3,grade,13,The value is above the allowed maximum',
    ]);
  });

  it('names the required columns a file lacks', async () => {
    const result = await checkTable([['nameAr', 'grade']], SCHOOLS, () => undefined);
    expect(result.missingColumns).toEqual(['nameEn', 'school']);
  });

  it('checks 5 000 rows in chunks, yielding to the page between them', async () => {
    const table = [['nameAr', 'nameEn', 'school', 'grade']];
    for (let i = 0; i < 5000; i += 1)
      table.push([`طالب ${i}`, `Student ${i}`, 'King Fahd Primary School', String(1 + (i % 12))]);
    let updates = 0;
    const result = await checkTable(table, SCHOOLS, () => {
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
    const result = await checkTable(table, SCHOOLS, () => undefined);
    expect(result.rows.map((r) => r.errors)).toEqual([[], [{ column: 'grade', code: 'validation.max' }]]);
  });
});

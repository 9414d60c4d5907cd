import { CALENDAR_IMPORT_COLUMNS, CALENDAR_IMPORT_HEADERS } from '@rihla/shared/contracts/school-calendar';
import { checkTable, mapHeader } from '@rihla/shared/import/check-table';
import { calendarImportSpec } from './calendar-import-spec';

const noProgress = () => undefined;
const SAVED_TERM = { kind: 'term' as const, startDate: '2026-08-23', endDate: '2027-01-07' };
const header = [...CALENDAR_IMPORT_COLUMNS];

describe('the calendar import', () => {
  it('reads either language’s template header back to the columns', () => {
    for (const locale of ['ar', 'en'] as const) {
      const names = CALENDAR_IMPORT_COLUMNS.map((column) => CALENDAR_IMPORT_HEADERS[locale][column]);
      expect(mapHeader(calendarImportSpec([]), names)).toEqual([...CALENDAR_IMPORT_COLUMNS]);
    }
  });

  it('reads Hijri and Gregorian dates, Arabic digits and kind words included', async () => {
    const result = await checkTable(
      calendarImportSpec([]),
      [
        ['النوع', 'الاسم بالعربية', 'الاسم بالإنجليزية', 'تاريخ البداية', 'تاريخ النهاية'],
        ['فصل دراسي', 'الفصل الأول', 'First term', '1448-03-10', '٢٩/٠٧/١٤٤٨ هـ'],
        ['إجازة', 'اليوم الوطني', 'National Day', '2026-09-23', '23/09/2026'],
      ],
      noProgress,
    );
    expect(result.missingColumns).toEqual([]);
    expect(result.rows.map((line) => [line.errors, line.row])).toEqual([
      [
        [],
        {
          kind: 'term',
          nameAr: 'الفصل الأول',
          nameEn: 'First term',
          startDate: '2026-08-23',
          endDate: '2027-01-07',
        },
      ],
      [
        [],
        {
          kind: 'holiday',
          nameAr: 'اليوم الوطني',
          nameEn: 'National Day',
          startDate: '2026-09-23',
          endDate: '2026-09-23',
        },
      ],
    ]);
  });

  it('names impossible Hijri dates, overlapping terms and a holiday outside every term on their lines', async () => {
    const result = await checkTable(
      calendarImportSpec([SAVED_TERM]),
      [
        header,
        ['term', 'فصل بشهر ثالث عشر', 'Month thirteen', '1445-13-01', '1446-01-10'],
        ['holiday', 'إجازة يوم لا يوجد', 'No such day', '30/01/1448', '30/01/1448'],
        ['term', 'فصل متداخل', 'Overlapping term', '2026-12-01', '2027-03-01'],
        ['term', 'الفصل الثاني', 'Second term', '2027-01-17', '2027-06-10'],
        ['holiday', 'إجازة في الفصل الثاني', 'Founding Day', '1448-09-15', '1448-09-15'],
        ['holiday', 'إجازة في الصيف', 'Summer', '2027-07-01', '2027-07-02'],
        ['holiday', 'إجازة مقلوبة', 'Reversed', '2026-10-02', '2026-10-01'],
      ],
      noProgress,
    );
    expect(result.rows.map((line) => line.errors.map((error) => `${error.column}: ${error.code}`))).toEqual([
      ['startDate: validation.hijriDate'],
      ['startDate: validation.hijriDate', 'endDate: validation.hijriDate'],
      ['startDate: calendar.termsOverlap'],
      [],
      [],
      ['startDate: calendar.holidayOutsideTerms'],
      ['endDate: calendar.endBeforeStart'],
    ]);
    expect(result.rows[4]!.row).toMatchObject({ startDate: '2027-02-22' });
  });
});

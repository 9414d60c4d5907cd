import { sql } from 'drizzle-orm';
import { DATABASES } from '../test/databases';
import { startTestApp, type TestApp } from '../test/test-app';
import { foldSearchText } from './fold-search';

/** Spellings of the same names people really type, and what each folds to. */
const CASES: [string, string][] = [
  ['أحمد', 'احمد'],
  ['إبراهيم', 'ابراهيم'],
  ['آمنة', 'امنه'],
  ['ٱلعلا', 'العلا'],
  ['مُحَمَّد', 'محمد'],
  ['فاطمة الزهراء', 'فاطمه الزهراء'],
  ['مصطفى', 'مصطفي'],
  ['لؤي', 'لوي'],
  ['هانئ', 'هاني'],
  ['عـــلي', 'علي'],
  ['Abdullah AL-Otaibi', 'abdullah al-otaibi'],
  ['٠٥٠١٢٣٤٥٦٧', '0501234567'],
  ['۱۲۳', '123'],
];

describe('search folding', () => {
  it.each(CASES)('folds %s to %s', (input, folded) => {
    expect(foldSearchText(input)).toBe(folded);
  });

  it('makes every spelling of a name meet: hamza, alef madda, taa marbuta, alef maqsura, tashkeel', () => {
    expect(foldSearchText('أُسَامَة')).toBe(foldSearchText('اسامه'));
    expect(foldSearchText('يحيى')).toBe(foldSearchText('يحيي'));
  });
});

describe.each(DATABASES)('rihla_fold in SQL on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t?.close());

  it('folds exactly like the API folds `q`', async () => {
    for (const [input] of CASES) {
      // Both drivers (pg and PGlite) answer `execute` with `{ rows }`.
      const result = (await t.app.db.execute(sql`select rihla_fold(${input}) as folded`)) as unknown as {
        rows: { folded: string }[];
      };
      expect(result.rows[0]?.folded, input).toBe(foldSearchText(input));
    }
  });
});

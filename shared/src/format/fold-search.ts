import { latinDigits } from './digits';

/**
 * The search form of a text: what `q` is compared in. Must equal the SQL function `rihla_fold`
 * (migration 0003), which builds every table's `search` column; api/src/lib/fold-search.test.ts checks both.
 * Arabic names are written many ways: with or without tashkeel, أ/إ/آ/ا, ة/ه, ى/ي.
 */
const TASHKEEL_AND_TATWEEL = /[\u064B-\u065F\u0670\u0640]/g;
const FOLDS: Record<string, string> = {
  أ: 'ا',
  إ: 'ا',
  آ: 'ا',
  ٱ: 'ا',
  ؤ: 'و',
  ئ: 'ي',
  ة: 'ه',
  ى: 'ي',
};
const FOLDABLE = /[أإآٱؤئةى]/g;

export function foldSearchText(text: string): string {
  return latinDigits(text)
    .toLowerCase()
    .replace(TASHKEEL_AND_TATWEEL, '')
    .replace(FOLDABLE, (char) => FOLDS[char] ?? char);
}

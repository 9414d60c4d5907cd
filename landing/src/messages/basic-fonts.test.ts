import { outsideBasicFonts } from '@rihla/shared/build/basic-fonts';
import { formatMoney } from '@rihla/shared/format/number';
import { MESSAGES } from '.';

/** Every string of a message tree. */
const stringsOf = (value: unknown): string[] => {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
};

// The landing loads the basic font cuts (client.tsx): its texts and the package prices, in both
// languages and both weights it uses, must stay within them, or a page fetches @fontsource's full
// files too (Intl's Arabic currency brings bidi marks and a no-break space).
describe('the landing texts and the basic font cuts', () => {
  const texts = [...stringsOf(MESSAGES), formatMoney(180_000, 'ar'), formatMoney(180_000, 'en')];

  it.each([400, 700])('holds every character of the texts at weight %i', (weight) => {
    expect(outsideBasicFonts(texts, weight)).toEqual([]);
  });
});

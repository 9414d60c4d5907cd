import { outsideBasicFonts } from '@rihla/shared/build/basic-fonts';
import { SIGN_IN_TEXTS } from './sign-in-texts';

// The sign-in page loads the basic font cuts (client.tsx): its own texts, in both languages and
// both weights it uses, must stay within them, or the page fetches @fontsource's full files too.
describe('the sign-in page texts and the basic font cuts', () => {
  const texts = Object.values(SIGN_IN_TEXTS).flatMap((locale) => Object.values(locale));

  it.each([400, 600])('holds every character of the texts at weight %i', (weight) => {
    expect(outsideBasicFonts(texts, weight)).toEqual([]);
  });
});

import { uiText } from './ui-texts';

describe('uiText', () => {
  it('picks the plural form a count needs: Arabic six forms, English two', () => {
    const soon = (locale: 'ar' | 'en', count: number) => uiText(locale, 'expiry.soon', { count });
    expect([1, 2, 3, 10, 11, 100].map((n) => soon('ar', n))).toEqual([
      'ينتهي خلال يوم واحد',
      'ينتهي خلال يومين',
      'ينتهي خلال 3 أيام',
      'ينتهي خلال 10 أيام',
      'ينتهي خلال 11 يومًا',
      'ينتهي خلال 100 يوم',
    ]);
    expect([1, 5].map((n) => soon('en', n))).toEqual(['Expires in 1 day', 'Expires in 5 days']);
  });
});

import { mobilePlace } from './mobile-locale';

describe('the place of a phone app', () => {
  it('is Arabic right-to-left at /crew and its inner paths, linking to the English page', () => {
    for (const path of ['/crew', '/crew/', '/crew/today']) {
      expect(mobilePlace('crew', path)).toEqual({
        locale: 'ar',
        dir: 'rtl',
        basePath: '/crew',
        otherPath: '/en/crew',
      });
    }
  });

  it('is English left-to-right under /en', () => {
    expect(mobilePlace('crew', '/en/crew/today')).toEqual({
      locale: 'en',
      dir: 'ltr',
      basePath: '/en/crew',
      otherPath: '/crew',
    });
    expect(mobilePlace('family', '/en/family').basePath).toBe('/en/family');
  });
});

import dayjs from 'dayjs';
import localeData from 'dayjs/plugin/localeData';
import { applyLocale } from './apply-locale';

dayjs.extend(localeData);

describe('applying the language', () => {
  it('sets <html lang dir> and the dayjs locale', () => {
    applyLocale('ar');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(dayjs.locale()).toBe('ar');
    applyLocale('en');
    expect(document.documentElement.dir).toBe('ltr');
    expect(dayjs.locale()).toBe('en');
  });

  it('starts the week on Sunday in both languages', () => {
    applyLocale('ar');
    expect(dayjs.localeData().firstDayOfWeek()).toBe(0);
    applyLocale('en');
    expect(dayjs.localeData().firstDayOfWeek()).toBe(0);
  });
});

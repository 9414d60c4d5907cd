import { DEFAULT_TEMPLATES } from './default-templates';
import { pluralFormsValid, renderTemplate, variablesIn } from './render-template';

const AR_MINUTES = DEFAULT_TEMPLATES['trip-delayed'].ar.body;
const EN_MINUTES = DEFAULT_TEMPLATES['trip-delayed'].en.body;

describe('notice template rendering', () => {
  it('fills plain variables, and leaves a name the event does not give empty', () => {
    expect(renderTemplate('{{a}} و{{ b }} و{{c}}', { a: 'أ', b: 'ب' }, 'ar')).toBe('أ وب و');
  });

  it.each([
    [0, 'رحلة سارة متأخرة نحو 0 دقيقة عن موعدها.'],
    [1, 'رحلة سارة متأخرة نحو دقيقة واحدة عن موعدها.'],
    [2, 'رحلة سارة متأخرة نحو دقيقتين عن موعدها.'],
    [3, 'رحلة سارة متأخرة نحو 3 دقائق عن موعدها.'],
    [11, 'رحلة سارة متأخرة نحو 11 دقيقة عن موعدها.'],
    [100, 'رحلة سارة متأخرة نحو 100 دقيقة عن موعدها.'],
  ])('words %i minutes in the Arabic form of its plural category', (minutes, text) => {
    expect(renderTemplate(AR_MINUTES, { studentName: 'سارة', minutes: String(minutes) }, 'ar')).toBe(text);
  });

  it.each([
    [1, "Sarah's trip is running about 1 minute late."],
    [2, "Sarah's trip is running about 2 minutes late."],
    [0, "Sarah's trip is running about 0 minutes late."],
  ])('words %i minutes in English', (minutes, text) => {
    expect(renderTemplate(EN_MINUTES, { studentName: 'Sarah', minutes: String(minutes) }, 'en')).toBe(text);
  });

  it('falls back to the `other` form for a form the text leaves out, or for a value that is not a number', () => {
    const text = '{{minutes|one:دقيقة|other:# د}}';
    expect(renderTemplate(text, { minutes: '1' }, 'ar')).toBe('دقيقة');
    expect(renderTemplate(text, { minutes: '5' }, 'ar')).toBe('5 د');
    expect(renderTemplate(text, { minutes: 'بضع' }, 'ar')).toBe('بضع د');
  });

  it('names the variables of plain and counted placeholders, and checks the plural forms', () => {
    expect(variablesIn('{{studentName}} {{minutes|one:x|other:y}}')).toEqual(['studentName', 'minutes']);
    expect(pluralFormsValid(AR_MINUTES)).toBe(true);
    expect(pluralFormsValid('{{minutes|one:دقيقة}}')).toBe(false);
    expect(pluralFormsValid('{{minutes|several:# دقائق|other:#}}')).toBe(false);
    expect(pluralFormsValid('{{minutes|other}}')).toBe(false);
  });

  it('keeps every built-in wording well formed', () => {
    for (const languages of Object.values(DEFAULT_TEMPLATES)) {
      for (const { subject, body } of Object.values(languages)) {
        expect(pluralFormsValid(subject) && pluralFormsValid(body)).toBe(true);
      }
    }
  });
});

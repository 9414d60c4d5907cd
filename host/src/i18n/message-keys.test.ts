import { labelsRedefined, withLabels } from '@rihla/shared/i18n/labels';
import { messageFileProblems } from '@rihla/shared/i18n/message-files';
import { PLACES_LABELS } from '@rihla/shared/i18n/messages/places';
import ar from './locales/ar.json';
import en from './locales/en.json';

describe('message files', () => {
  it('have every key in both languages, no empty text, real Arabic and counted texts in every plural form', () => {
    expect(messageFileProblems(withLabels(ar, PLACES_LABELS.ar), withLabels(en, PLACES_LABELS.en))).toEqual(
      [],
    );
  });

  it('leave the labels the schools and stops exports also write to @rihla/shared', () => {
    expect(labelsRedefined(ar, PLACES_LABELS.ar)).toEqual([]);
    expect(labelsRedefined(en, PLACES_LABELS.en)).toEqual([]);
  });

  it('keep the spec error texts exact in English', () => {
    expect(en.errors.pageNotFound).toBe('Page not found: {{path}}');
    expect(en.errors.invalidId).toBe('Page Not Found: {{path}}');
    expect(en.errors.notFoundTitle).toBe('Page Not Found');
    expect(en.errors.serverErrorTitle).toBe('Internal Server Error');
  });
});

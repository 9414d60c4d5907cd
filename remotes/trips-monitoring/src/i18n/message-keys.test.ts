import { labelsRedefined, withLabels } from '@rihla/shared/i18n/labels';
import { messageFileProblems } from '@rihla/shared/i18n/message-files';
import { TRIPS_LABELS } from '@rihla/shared/i18n/messages/trips';
import ar from './ar.json';
import en from './en.json';

describe('trips-monitoring messages', () => {
  it('has every key in both languages, no empty text and real Arabic in the Arabic file', () => {
    expect(messageFileProblems(withLabels(ar, TRIPS_LABELS.ar), withLabels(en, TRIPS_LABELS.en))).toEqual([]);
  });

  it('leaves the labels its exports also write to @rihla/shared, so the screen and the export say the same', () => {
    expect(labelsRedefined(ar, TRIPS_LABELS.ar)).toEqual([]);
    expect(labelsRedefined(en, TRIPS_LABELS.en)).toEqual([]);
  });
});

import { UI_TEXTS } from '../ui/ui-texts';
import { messageFileProblems } from './message-files';
import { FAMILIES_LABELS } from './messages/families';
import { FINANCE_LABELS } from './messages/finance';
import { FLEET_LABELS } from './messages/fleet';
import { PLACES_LABELS } from './messages/places';
import { TRIPS_LABELS } from './messages/trips';
import { MESSAGES } from './validation-messages';

describe('shared messages', () => {
  it('the API texts have every key in both languages and counted texts with their plural forms', () => {
    expect(messageFileProblems(MESSAGES.ar, MESSAGES.en)).toEqual([]);
  });

  it('the shared building blocks’ texts too', () => {
    expect(messageFileProblems(UI_TEXTS.ar, UI_TEXTS.en)).toEqual([]);
  });

  it('the labels screens and exports share too', () => {
    for (const labels of [FLEET_LABELS, FAMILIES_LABELS, TRIPS_LABELS, FINANCE_LABELS, PLACES_LABELS])
      expect(messageFileProblems(labels.ar, labels.en)).toEqual([]);
  });
});

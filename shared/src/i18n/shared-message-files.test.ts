import { UI_TEXTS } from '../ui/ui-texts';
import { messageFileProblems } from './message-files';
import { MESSAGES } from './validation-messages';

describe('shared messages', () => {
  it('the API texts have every key in both languages and counted texts with their plural forms', () => {
    expect(messageFileProblems(MESSAGES.ar, MESSAGES.en)).toEqual([]);
  });

  it('the shared building blocks’ texts too', () => {
    expect(messageFileProblems(UI_TEXTS.ar, UI_TEXTS.en)).toEqual([]);
  });
});

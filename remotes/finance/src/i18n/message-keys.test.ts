import { messageFileProblems } from '@rihla/shared/i18n/message-files';
import ar from './ar.json';
import en from './en.json';

describe('finance messages', () => {
  it('has every key in both languages, no empty text and real Arabic in the Arabic file', () => {
    expect(messageFileProblems(ar, en)).toEqual([]);
  });
});

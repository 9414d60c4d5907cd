import { messageFileProblems } from './message-files';

const arabicForms = (text: string) =>
  Object.fromEntries(['zero', 'one', 'two', 'few', 'many', 'other'].map((form) => [`stops_${form}`, text]));

describe('messageFileProblems', () => {
  it('accepts a counted text with Arabic’s six forms and English’s two', () => {
    expect(
      messageFileProblems(
        { trip: arabicForms('محطات') },
        { trip: { stops_one: '1 stop', stops_other: 'stops' } },
      ),
    ).toEqual([]);
  });

  it('names each plural form a language is missing', () => {
    const { stops_few: _few, stops_many: _many, ...fourForms } = arabicForms('محطات');
    expect(messageFileProblems({ trip: fourForms }, { trip: { stops_other: 'stops' } })).toEqual([
      'trip.stops_few: missing in ar',
      'trip.stops_many: missing in ar',
      'trip.stops_one: missing in en',
    ]);
  });

  it('still finds a key in one language only and an English word in the Arabic file', () => {
    expect(messageFileProblems({ a: 'نعم', b: 'Stops' }, { a: 'Yes', b: 'Stops', c: 'More' })).toEqual([
      'c: missing in ar',
      'b: not Arabic',
    ]);
  });
});

describe('counted texts', () => {
  it('refuses a {{count}} in a text without plural forms, in either language', () => {
    expect(
      messageFileProblems({ trip: { stops: '{{count}} محطات' } }, { trip: { stops: '{{count}} stops' } }),
    ).toEqual([
      'trip.stops: {{count}} without plural forms in ar',
      'trip.stops: {{count}} without plural forms in en',
    ]);
  });

  it('accepts a number by another name where it counts no noun, and flat files', () => {
    expect(
      messageFileProblems(
        { 'list.waiting': 'في الانتظار: {{number}}' },
        { 'list.waiting': 'Waiting: {{number}}' },
      ),
    ).toEqual([]);
  });
});

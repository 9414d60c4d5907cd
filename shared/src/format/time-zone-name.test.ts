import { timeZoneName } from './time-zone-name';

describe('a time zone as a reader says it', () => {
  it("names Riyadh's zone in the reader's language, keeping its id", () => {
    expect(timeZoneName('Asia/Riyadh', 'ar')).toBe('التوقيت العربي الرسمي (Asia/Riyadh)');
    expect(timeZoneName('Asia/Riyadh', 'en')).toBe('Arabian Standard Time (Asia/Riyadh)');
  });

  it('writes an offset with Latin digits in Arabic', () => {
    expect(timeZoneName('Etc/GMT-3', 'ar')).toBe('غرينتش+03:00 (Etc/GMT-3)');
  });

  it('falls back to the id for a zone the runtime does not know', () => {
    expect(timeZoneName('Mars/Olympus_Mons', 'en')).toBe('Mars/Olympus_Mons');
  });
});

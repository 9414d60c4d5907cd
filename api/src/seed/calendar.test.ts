import { saudiSchoolYear } from './calendar';

describe('the demo school calendar', () => {
  it('is the 1448 school year in December 2026, with the Eids from the Umm al-Qura calendar', () => {
    const periods = saudiSchoolYear('2026-12-06').map((p) => [p.kind, p.nameEn, p.startDate, p.endDate]);
    expect(periods).toEqual([
      ['term', 'First term', '2026-08-23', '2026-11-19'],
      ['holiday', 'National Day', '2026-09-23', '2026-09-23'],
      ['term', 'Second term', '2026-11-29', '2027-04-01'],
      ['holiday', 'Founding Day', '2027-02-22', '2027-02-22'],
      ['holiday', 'Eid al-Fitr break', '2027-03-04', '2027-03-13'],
      ['term', 'Third term', '2027-04-11', '2027-06-24'],
      ['holiday', 'Eid al-Adha break', '2027-05-12', '2027-05-21'],
    ]);
  });

  it('takes the school year that began last August in the spring', () => {
    expect(saudiSchoolYear('2027-03-01')[0]).toMatchObject({ startDate: '2026-08-23' });
  });
});

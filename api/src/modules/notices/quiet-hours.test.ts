import { quietHoursEnd } from './quiet-hours';

// Riyadh is UTC+3 all year.
const riyadh = (hhmm: string) => new Date(`2026-11-24T${hhmm}:00+03:00`);

describe('quiet hours', () => {
  it('hold a notice until the end of hours that run over midnight', () => {
    expect(quietHoursEnd(riyadh('22:15'), 'Asia/Riyadh', '21:00', '07:00')).toEqual(
      new Date('2026-11-25T07:00:00+03:00'),
    );
    expect(quietHoursEnd(riyadh('05:59'), 'Asia/Riyadh', '21:00', '07:00')).toEqual(riyadh('07:00'));
  });

  it('let a notice go outside the hours, at their end and with none set', () => {
    expect(quietHoursEnd(riyadh('07:00'), 'Asia/Riyadh', '21:00', '07:00')).toBeNull();
    expect(quietHoursEnd(riyadh('20:59'), 'Asia/Riyadh', '21:00', '07:00')).toBeNull();
    expect(quietHoursEnd(riyadh('12:00'), 'Asia/Riyadh', '13:00', '16:00')).toBeNull();
    expect(quietHoursEnd(riyadh('23:00'), 'Asia/Riyadh', null, null)).toBeNull();
  });

  it("read the hours on the operators' clock, not the server's", () => {
    // 14:30 in Riyadh is 11:30 UTC: inside 13:00-16:00 Riyadh time.
    expect(quietHoursEnd(new Date('2026-11-24T11:30:20Z'), 'Asia/Riyadh', '13:00', '16:00')).toEqual(
      riyadh('16:00'),
    );
  });
});

import { lateMinutes, penaltyFor } from './lateness';

describe('the lateness rule', () => {
  it('counts minutes after the planned departure on the operator clock, with 10 minutes of grace', () => {
    const planned = new Date(`2026-11-23T06:00:00+03:00`);
    expect(lateMinutes('2026-11-23', '06:00', new Date(planned.getTime() + 25 * 60_000), 'Asia/Riyadh')).toBe(
      25,
    );
    expect(lateMinutes('2026-11-23', '06:00', new Date(planned.getTime() - 5 * 60_000), 'Asia/Riyadh')).toBe(
      0,
    );
    expect(lateMinutes('2026-11-23', '06:00', null, 'Asia/Riyadh')).toBe(0);
    expect(penaltyFor(10, 5000)).toBe(0);
    expect(penaltyFor(11, 5000)).toBe(1000);
    expect(penaltyFor(11, 333)).toBe(66);
  });
});

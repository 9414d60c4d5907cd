import { ageOn, driverRoadProblems } from './road-safety';

const driver = (dateOfBirth: string | null) => ({
  role: 'driver',
  status: 'active',
  licenseExpiry: '2099-12-31',
  dateOfBirth,
});

describe('the 25-year rule for drivers', () => {
  it('counts whole years, the birthday itself being the new year (29 February on 1 March in other years)', () => {
    expect(ageOn('2001-09-23', '2026-09-22')).toBe(24);
    expect(ageOn('2001-09-23', '2026-09-23')).toBe(25);
    expect(ageOn('2000-02-29', '2025-02-28')).toBe(24);
    expect(ageOn('2000-02-29', '2025-03-01')).toBe(25);
  });

  it('keeps a driver under 25 off the road on the trip date, and lets him go from his birthday', () => {
    expect(driverRoadProblems(driver('2001-09-23'), '2026-09-22')).toEqual(['trips.driverUnderAge']);
    expect(driverRoadProblems(driver('2001-09-23'), '2026-09-23')).toEqual([]);
  });

  it('does not block a driver whose date of birth is not entered yet', () => {
    expect(driverRoadProblems(driver(null), '2026-09-22')).toEqual([]);
  });
});

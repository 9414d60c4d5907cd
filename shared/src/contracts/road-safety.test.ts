import {
  ageOn,
  attendantRoadProblems,
  busComplianceGaps,
  busRoadProblems,
  crewComplianceGaps,
  driverRoadProblems,
  serviceStateOn,
} from './road-safety';

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

const bus = {
  status: 'active',
  insuranceExpiry: '2099-12-31',
  inspectionExpiry: '2099-12-31',
  operatingCardExpiry: '2026-09-22' as string | null,
  trackerFitted: true as boolean | null,
  camerasFitted: true as boolean | null,
};

describe('the TGA rules for buses', () => {
  it('keeps a bus off the road from the day after its operating card expires', () => {
    expect(busRoadProblems(bus, '2026-09-22')).toEqual([]);
    expect(busRoadProblems(bus, '2026-09-23')).toEqual(['trips.busOperatingCardExpired']);
  });

  it('keeps a bus without a tracker or without cameras off the road', () => {
    expect(busRoadProblems({ ...bus, trackerFitted: false }, '2026-09-01')).toEqual(['trips.busNoTracker']);
    expect(busRoadProblems({ ...bus, camerasFitted: false }, '2026-09-01')).toEqual(['trips.busNoCameras']);
  });

  it('lets a bus whose TGA fields are not recorded yet go out, and names what is missing', () => {
    const older = { ...bus, operatingCardExpiry: null, trackerFitted: null, camerasFitted: null };
    expect(busRoadProblems(older, '2026-09-23')).toEqual([]);
    expect(busComplianceGaps(older)).toEqual(['operatingCard', 'tracker', 'cameras']);
    expect(busComplianceGaps(bus)).toEqual([]);
  });
});

describe('the service interval of a bus', () => {
  const service = { dueOn: '2026-09-22', dueKm: 120_000, odometerKm: 110_000 };
  // Its operating card valid throughout: only the service is read here.
  const carded = { ...bus, operatingCardExpiry: '2099-12-31' };

  it('blocks a bus from the day after its service falls due, or once its odometer passes the due reading', () => {
    expect(busRoadProblems({ ...carded, service }, '2026-09-22')).toEqual([]);
    expect(busRoadProblems({ ...carded, service }, '2026-09-23')).toEqual(['trips.busServiceOverdue']);
    expect(
      busRoadProblems({ ...carded, service: { ...service, odometerKm: 120_001 } }, '2026-09-01'),
    ).toEqual(['trips.busServiceOverdue']);
  });

  it('reads due soon within 30 days or 1,000 km, and nothing when no interval or service is recorded', () => {
    expect(serviceStateOn(service, '2026-08-22')).toBe('ok');
    expect(serviceStateOn(service, '2026-08-23')).toBe('dueSoon');
    expect(serviceStateOn({ ...service, dueOn: null, odometerKm: 119_000 }, '2026-01-01')).toBe('dueSoon');
    expect(serviceStateOn({ ...service, dueOn: null, odometerKm: 118_999 }, '2026-01-01')).toBe('ok');
    expect(serviceStateOn(service, '2026-09-23')).toBe('overdue');
    const unknown = { dueOn: null, dueKm: 120_000, odometerKm: null };
    expect(serviceStateOn(unknown, '2026-09-23')).toBeNull();
    expect(busRoadProblems({ ...carded, service: unknown }, '2030-01-01')).toEqual([]);
    expect(busRoadProblems({ ...carded, service: null }, '2030-01-01')).toEqual([]);
  });
});

describe('the TGA certificates of drivers and attendants', () => {
  const certified = {
    role: 'driver',
    status: 'active',
    licenseExpiry: '2099-12-31',
    medicalExpiry: '2026-09-22',
    firstAidExpiry: '2026-10-31',
    proficiencyExpiry: '2026-11-30',
    dateOfBirth: '1980-01-01',
  };

  it('blocks a driver from the day after his TGA medical, first aid or proficiency test expires', () => {
    expect(driverRoadProblems(certified, '2026-09-22')).toEqual([]);
    expect(driverRoadProblems(certified, '2026-09-23')).toEqual(['trips.driverMedicalExpired']);
    expect(driverRoadProblems(certified, '2026-12-01')).toEqual([
      'trips.driverMedicalExpired',
      'trips.driverFirstAidExpired',
      'trips.driverProficiencyExpired',
    ]);
  });

  it('blocks an attendant whose first aid or proficiency test has expired (no age rule for attendants)', () => {
    const attendant = {
      ...certified,
      role: 'attendant',
      medicalExpiry: '2099-12-31',
      backgroundCheckExpiry: null,
      dateOfBirth: '2006-01-01',
    };
    expect(attendantRoadProblems(attendant, '2026-10-31')).toEqual([]);
    expect(attendantRoadProblems(attendant, '2026-12-01')).toEqual([
      'trips.attendantFirstAidExpired',
      'trips.attendantProficiencyExpired',
    ]);
  });

  it('does not block on a certificate not recorded yet, and names it', () => {
    const unrecorded = { ...certified, medicalExpiry: null, firstAidExpiry: null, proficiencyExpiry: null };
    expect(driverRoadProblems(unrecorded, '2030-01-01')).toEqual([]);
    expect(crewComplianceGaps(unrecorded)).toEqual(['medical', 'firstAid', 'proficiency']);
    expect(crewComplianceGaps({ ...unrecorded, dateOfBirth: null })).toContain('dateOfBirth');
  });
});

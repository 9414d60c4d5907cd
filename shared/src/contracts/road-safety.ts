/**
 * The safety rule of BRIEF section 6, in one place for the API (the planner refuses) and the
 * screens (pickers flag and disable, forms warn on save): a bus whose inspection or insurance has
 * expired, or a driver whose licence has or who is under the TGA's 25 years, must not go out on
 * `date` (a document is valid through its expiry day). Answers message codes of the trips area.
 */
export interface BusDocs {
  status: string;
  insuranceExpiry: string;
  inspectionExpiry: string;
}
export interface DriverDocs {
  role: string;
  status: string;
  licenseExpiry: string | null;
  /** Unknown (null) until entered: only a known date of birth can block. */
  dateOfBirth?: string | null;
}

/** The Transport General Authority's minimum age of a school-bus driver (issue #39, part 3). */
export const DRIVER_MIN_AGE = 25;

/** Whole years from `birth` to `date` (ISO dates): the birthday itself counts as the new year. */
export function ageOn(birth: string, date: string): number {
  const years = Number(date.slice(0, 4)) - Number(birth.slice(0, 4));
  return date.slice(5) < birth.slice(5) ? years - 1 : years;
}

export function busRoadProblems(bus: BusDocs, date: string): string[] {
  const codes: string[] = [];
  if (bus.status !== 'active') codes.push('trips.busNotActive');
  if (bus.inspectionExpiry < date) codes.push('trips.busInspectionExpired');
  if (bus.insuranceExpiry < date) codes.push('trips.busInsuranceExpired');
  return codes;
}

/** An attendant's record as the rule reads it: the documents, valid through their expiry day (unknown does not block). */
export interface AttendantDocs {
  role: string;
  status: string;
  medicalExpiry: string | null;
  backgroundCheckExpiry: string | null;
}

/** An attendant who must not ride on `date`: not an attendant, not active, or a document expired. */
export function attendantRoadProblems(attendant: AttendantDocs, date: string): string[] {
  if (attendant.role !== 'attendant') return ['trips.notAnAttendant'];
  const codes: string[] = [];
  if (attendant.status !== 'active') codes.push('trips.attendantNotActive');
  const expired = [attendant.medicalExpiry, attendant.backgroundCheckExpiry].some(
    (expiry) => expiry && expiry < date,
  );
  if (expired) codes.push('trips.attendantDocumentsExpired');
  return codes;
}

export function driverRoadProblems(driver: DriverDocs, date: string): string[] {
  if (driver.role !== 'driver') return ['trips.notADriver'];
  const codes: string[] = [];
  if (driver.status !== 'active') codes.push('trips.driverNotActive');
  if (!driver.licenseExpiry || driver.licenseExpiry < date) codes.push('trips.driverLicenceExpired');
  if (driver.dateOfBirth && ageOn(driver.dateOfBirth, date) < DRIVER_MIN_AGE)
    codes.push('trips.driverUnderAge');
  return codes;
}

/**
 * The safety rule of BRIEF section 6, in one place for the API (the planner refuses) and the
 * screens (pickers flag and disable, forms warn on save): a bus whose inspection or insurance has
 * expired, or a driver whose licence has, must not go out on `date` (a document is valid through
 * its expiry day). Answers message codes of the trips area.
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
}

export function busRoadProblems(bus: BusDocs, date: string): string[] {
  const codes: string[] = [];
  if (bus.status !== 'active') codes.push('trips.busNotActive');
  if (bus.inspectionExpiry < date) codes.push('trips.busInspectionExpired');
  if (bus.insuranceExpiry < date) codes.push('trips.busInsuranceExpired');
  return codes;
}

export function driverRoadProblems(driver: DriverDocs, date: string): string[] {
  if (driver.role !== 'driver') return ['trips.notADriver'];
  const codes: string[] = [];
  if (driver.status !== 'active') codes.push('trips.driverNotActive');
  if (!driver.licenseExpiry || driver.licenseExpiry < date) codes.push('trips.driverLicenceExpired');
  return codes;
}

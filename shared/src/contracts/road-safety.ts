/**
 * The safety rule of BRIEF section 6 and the TGA's rules (docs/compliance.md), in one place for the
 * API (the planner refuses) and the screens (pickers flag and disable, forms warn on save): a bus
 * whose inspection, insurance or operating card has expired or that has no tracker or no cameras, a
 * bus whose service is overdue (its interval in months or km run past since the last service), a
 * driver whose licence, TGA medical, first-aid certificate or proficiency test has expired or who is
 * under the TGA's 25 years, must not go out on `date` (a document is valid through its expiry day).
 * A TGA field not recorded yet (null, records from before these fields) does not block: the screens
 * say it is missing (`busComplianceGaps`, `crewComplianceGaps`). Answers message codes of the trips area.
 */
export interface BusDocs {
  status: string;
  insuranceExpiry: string;
  inspectionExpiry: string;
  /** The TGA operating card (بطاقة التشغيل); null until recorded. */
  operatingCardExpiry?: string | null;
  trackerFitted?: boolean | null;
  camerasFitted?: boolean | null;
  /** Where the bus stands against its service interval (docs/compliance.md, "Service"); absent: not read. */
  service?: BusServiceDue | null;
}

/**
 * A bus's next service as its intervals and its maintenance log set it: due on `dueOn` (the last
 * service's date plus the interval in months) or at `dueKm` on the odometer (the last service's
 * reading plus the interval in km), whichever comes first. Null where the interval, the last service
 * or the odometer is not recorded: that part neither warns as due nor blocks.
 */
export interface BusServiceDue {
  dueOn: string | null;
  dueKm: number | null;
  odometerKm: number | null;
}

/** Warned as due this many days or kilometres before the service (the expiring documents' 30 days). */
export const SERVICE_DUE_SOON_DAYS = 30;
export const SERVICE_DUE_SOON_KM = 1_000;

export const SERVICE_STATES = ['ok', 'dueSoon', 'overdue'] as const;
export type ServiceState = (typeof SERVICE_STATES)[number] | null;

/** The service is overdue on `date`: the due day has passed, or the odometer has gone past the due reading. */
export function serviceOverdueOn(service: BusServiceDue | null | undefined, date: string): boolean {
  if (!service) return false;
  if (service.dueOn && service.dueOn < date) return true;
  return service.dueKm !== null && service.odometerKm !== null && service.odometerKm > service.dueKm;
}

/** Overdue, due within SERVICE_DUE_SOON_DAYS or _KM, ok, or null when nothing is recorded to tell. */
export function serviceStateOn(service: BusServiceDue | null | undefined, date: string): ServiceState {
  if (!service || (service.dueOn === null && (service.dueKm === null || service.odometerKm === null)))
    return null;
  if (serviceOverdueOn(service, date)) return 'overdue';
  const soonDay = new Date(Date.parse(`${date}T00:00:00Z`) + SERVICE_DUE_SOON_DAYS * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const soonByDate = service.dueOn !== null && service.dueOn <= soonDay;
  const soonByKm =
    service.dueKm !== null &&
    service.odometerKm !== null &&
    service.dueKm - service.odometerKm <= SERVICE_DUE_SOON_KM;
  return soonByDate || soonByKm ? 'dueSoon' : 'ok';
}

export interface DriverDocs {
  role: string;
  status: string;
  licenseExpiry: string | null;
  /** The TGA medical examination. */
  medicalExpiry?: string | null;
  firstAidExpiry?: string | null;
  proficiencyExpiry?: string | null;
  /** Unknown (null) until entered: only a known date of birth can block. */
  dateOfBirth?: string | null;
}

/** A TGA field of a bus not recorded yet: it warns (lists, detail, form) but does not block dispatch. */
export type BusComplianceGap = 'operatingCard' | 'tracker' | 'cameras';
export function busComplianceGaps(bus: BusDocs): BusComplianceGap[] {
  const gaps: BusComplianceGap[] = [];
  if (!bus.operatingCardExpiry) gaps.push('operatingCard');
  if (bus.trackerFitted == null) gaps.push('tracker');
  if (bus.camerasFitted == null) gaps.push('cameras');
  return gaps;
}

/** A TGA eligibility field of a driver or attendant not recorded yet (warns, does not block). */
export type CrewComplianceGap = 'medical' | 'firstAid' | 'proficiency' | 'dateOfBirth';
export function crewComplianceGaps(person: DriverDocs): CrewComplianceGap[] {
  const gaps: CrewComplianceGap[] = [];
  if (!person.medicalExpiry) gaps.push('medical');
  if (!person.firstAidExpiry) gaps.push('firstAid');
  if (!person.proficiencyExpiry) gaps.push('proficiency');
  if (!person.dateOfBirth) gaps.push('dateOfBirth');
  return gaps;
}

/** A known expiry before `date` (unknown is not expired: it warns elsewhere). */
const expiredBy = (expiry: string | null | undefined, date: string) => Boolean(expiry && expiry < date);

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
  if (expiredBy(bus.operatingCardExpiry, date)) codes.push('trips.busOperatingCardExpired');
  if (bus.trackerFitted === false) codes.push('trips.busNoTracker');
  if (bus.camerasFitted === false) codes.push('trips.busNoCameras');
  if (serviceOverdueOn(bus.service, date)) codes.push('trips.busServiceOverdue');
  return codes;
}

/** An attendant's record as the rule reads it: the documents, valid through their expiry day (unknown does not block). */
export interface AttendantDocs {
  role: string;
  status: string;
  medicalExpiry: string | null;
  backgroundCheckExpiry: string | null;
  firstAidExpiry?: string | null;
  proficiencyExpiry?: string | null;
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
  if (expiredBy(attendant.firstAidExpiry, date)) codes.push('trips.attendantFirstAidExpired');
  if (expiredBy(attendant.proficiencyExpiry, date)) codes.push('trips.attendantProficiencyExpired');
  return codes;
}

export function driverRoadProblems(driver: DriverDocs, date: string): string[] {
  if (driver.role !== 'driver') return ['trips.notADriver'];
  const codes: string[] = [];
  if (driver.status !== 'active') codes.push('trips.driverNotActive');
  if (!driver.licenseExpiry || driver.licenseExpiry < date) codes.push('trips.driverLicenceExpired');
  if (expiredBy(driver.medicalExpiry, date)) codes.push('trips.driverMedicalExpired');
  if (expiredBy(driver.firstAidExpiry, date)) codes.push('trips.driverFirstAidExpired');
  if (expiredBy(driver.proficiencyExpiry, date)) codes.push('trips.driverProficiencyExpired');
  if (driver.dateOfBirth && ageOn(driver.dateOfBirth, date) < DRIVER_MIN_AGE)
    codes.push('trips.driverUnderAge');
  return codes;
}

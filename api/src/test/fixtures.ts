import type { BusInput } from '@rihla/shared/contracts/buses';
import type { CompanyUpdate } from '@rihla/shared/contracts/company';
import type { DriverInput } from '@rihla/shared/contracts/drivers';
import { withCheckDigit } from '@rihla/shared/contracts/national-id';
import type { PackageInput } from '@rihla/shared/contracts/packages';
import type { RegistrationRequestInput } from '@rihla/shared/contracts/registration-requests';
import type { SchoolInput } from '@rihla/shared/contracts/schools';
import type { StopInput } from '@rihla/shared/contracts/stops';
import type { StudentInput } from '@rihla/shared/contracts/students';
import { DEMO_COMPANY_DETAILS } from '../seed/company';

let counter = 0;

/**
 * A date some years ahead of today: fixtures' documents stay valid for any trip a test plans,
 * whatever day the suite runs (fixed dates would expire under the tests one day).
 */
function yearsAhead(years: number): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() + years);
  return date.toISOString().slice(0, 10);
}

/** A valid bus with a unique plate. */
export function busInput(overrides: Partial<BusInput> = {}): BusInput {
  counter += 1;
  const letters = String.fromCharCode(65 + (counter % 26), 65 + (Math.floor(counter / 26) % 26));
  return {
    plateNumber: `${1000 + (counter % 9000)} ${letters}`,
    capacity: 30,
    model: 'Toyota Coaster',
    year: 2022,
    status: 'active',
    insuranceExpiry: yearsAhead(2),
    inspectionExpiry: yearsAhead(2),
    ...overrides,
  };
}

export function driverInput(overrides: Partial<DriverInput> = {}): DriverInput {
  counter += 1;
  return {
    fullName: 'خالد عبدالله العتيبي',
    role: 'driver',
    nationalId: withCheckDigit(`1${String(100_000_000 + counter * 7919).slice(0, 8)}`),
    phone: '0501234567',
    licenseNumber: `L${counter}`,
    licenseExpiry: yearsAhead(3),
    medicalExpiry: yearsAhead(2),
    backgroundCheckExpiry: yearsAhead(2),
    status: 'active',
    tripRate: 5000,
    ...overrides,
  };
}

export function schoolInput(overrides: Partial<SchoolInput> = {}): SchoolInput {
  counter += 1;
  return {
    nameAr: `مدرسة الأندلس الابتدائية ${counter}`,
    nameEn: `Al-Andalus Primary School ${counter}`,
    gender: 'boys',
    address: 'حي الملز، الرياض',
    lat: 24.6645,
    lng: 46.7357,
    startTime: '06:45',
    endTime: '12:30',
    ...overrides,
  };
}

export function stopInput(overrides: Partial<StopInput> = {}): StopInput {
  counter += 1;
  return {
    nameAr: `بوابة مجمع الياسمين ${counter}`,
    nameEn: `Al-Yasmin compound gate ${counter}`,
    district: 'الياسمين',
    lat: 24.8254,
    lng: 46.6413,
    ...overrides,
  };
}

export function studentInput(schoolId: string, overrides: Partial<StudentInput> = {}): StudentInput {
  counter += 1;
  return {
    nameAr: `ريم خالد الشهري ${counter}`,
    nameEn: `Reem Khalid Al-Shehri ${counter}`,
    schoolId,
    grade: 3,
    ...overrides,
  };
}

export function packageInput(overrides: Partial<PackageInput> = {}): PackageInput {
  counter += 1;
  return {
    nameAr: `باقة الفصل الدراسي ${counter}`,
    nameEn: `Term package ${counter}`,
    descriptionAr: 'ذهاب وعودة كل يوم دراسي',
    descriptionEn: 'To school and back every school day',
    priceHalalas: 150_000,
    period: 'term',
    tripType: 'round_trip',
    siblingDiscountPercent: 10,
    instalments: 3,
    ...overrides,
  };
}

export function registrationBody(
  schoolId: string,
  packageId: string,
  overrides: Partial<RegistrationRequestInput> = {},
): RegistrationRequestInput {
  counter += 1;
  return {
    parentName: 'عبدالله محمد الدوسري',
    parentPhone: `05${String(50_000_000 + counter).padStart(8, '0')}`,
    parentEmail: 'abdullah@example.sa',
    studentNameAr: `سارة عبدالله الدوسري ${counter}`,
    studentNameEn: `Sarah Abdullah Al-Dosari ${counter}`,
    grade: 4,
    schoolId,
    homeLat: 24.7743,
    homeLng: 46.7386,
    packageId,
    ...overrides,
  };
}

/** A VAT-registered company's details, complete: what a ZATCA document's seller needs. */
export function vatCompanyBody(version: number, overrides: Partial<CompanyUpdate> = {}): CompanyUpdate {
  return {
    ...DEMO_COMPANY_DETAILS,
    address: null,
    logo: null,
    currency: 'SAR',
    timeZone: 'Asia/Riyadh',
    version,
    ...overrides,
  };
}
